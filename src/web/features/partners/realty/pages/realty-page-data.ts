import type { ClientLoaderFunctionArgs } from 'react-router';
import { portalViewer } from '../../pages/portal-access';

/** Every realty page's loader: whose organisation, and whether an admin acts for it (the server checks again). */
export async function realtyLoader({ params }: ClientLoaderFunctionArgs) {
  return {
    id: params.id ?? '',
    applicationId: params.applicationId ?? '',
    ...(await portalViewer()),
  };
}
