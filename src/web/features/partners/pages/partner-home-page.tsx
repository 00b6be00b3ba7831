import { redirect, useLoaderData, type MetaFunction } from 'react-router';
import { paths } from '@/web/config/paths';
import { queryClient } from '@/web/lib/query-client';
import { getPartnerMeQueryOptions } from '../api/partner-organisation';
import { OrganisationView } from '../components/organisation-view';
import { portalViewer } from './portal-access';

export const meta: MetaFunction = () => [{ title: 'Partner portal | Diaspora Hub' }];

/** The portal's home: the partner's own organisation; an admin, who belongs to none, picks one in the console. */
export async function clientLoader() {
  const { actingAsAdmin } = await portalViewer();
  if (actingAsAdmin) throw redirect(paths.adminPartners);
  const organisationId = await queryClient.fetchQuery(getPartnerMeQueryOptions());
  if (!organisationId) throw redirect(paths.partnerLogin);
  return { organisationId };
}

export default function PartnerHomePage() {
  const { organisationId } = useLoaderData<typeof clientLoader>();
  return <OrganisationView id={organisationId} actingAsAdmin={false} />;
}
