import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PortalFrame } from '../components/portal-frame';
import { EnrolmentsView } from '../enrolments/enrolments-view';
import { portalViewer } from './portal-access';

export const meta: MetaFunction = () => [{ title: 'Enrolments | Partner portal | Diaspora Hub' }];

/** A health provider's enrolments (issue 33 point 2); the server answers 404 for anyone else's. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { id: params.id ?? '', ...(await portalViewer()) };
}

export default function PartnerEnrolmentsPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  return (
    <PortalFrame actingAsAdmin={actingAsAdmin} organisationId={id}>
      <EnrolmentsView organisationId={id} actingAsAdmin={actingAsAdmin} />
    </PortalFrame>
  );
}
