import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { portalViewer } from '../pages/portal-access';
import { ApiAccessPageFrame } from './api-access-page-frame';
import { ApiKeysPanel } from './api-keys-panel';

export const meta: MetaFunction = () => [{ title: 'API keys | Partner portal | Diaspora Hub' }];

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { id: params.id ?? '', ...(await portalViewer()) };
}

/** An organisation's API keys, for its managers (and admins acting for it); the server checks who asks. */
export default function ApiKeysPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  return (
    <ApiAccessPageFrame
      organisationId={id}
      actingAsAdmin={actingAsAdmin}
      title="API keys"
      intro="Keys let your own systems list pending enrolments and confirm or refuse them."
    >
      <ApiKeysPanel organisationId={id} />
    </ApiAccessPageFrame>
  );
}
