import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { OrganisationView } from '../components/organisation-view';
import { portalViewer } from './portal-access';

export const meta: MetaFunction = () => [{ title: 'Partner organisation | Diaspora Hub' }];

/** One organisation by id: a partner's own (any other answers 404 on the server), or any for an admin. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { id: params.id ?? '', ...(await portalViewer()) };
}

export default function PartnerOrganisationPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  return <OrganisationView id={id} actingAsAdmin={actingAsAdmin} />;
}
