import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { portalViewer } from '../pages/portal-access';
import { ApiAccessPageFrame } from './api-access-page-frame';
import { WebhooksPanel } from './webhooks-panel';

export const meta: MetaFunction = () => [{ title: 'Webhooks | Partner portal | Diaspora Hub' }];

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { id: params.id ?? '', ...(await portalViewer()) };
}

/** An organisation's webhook endpoints and delivery log, for its managers (and admins acting for it). */
export default function WebhooksPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  return (
    <ApiAccessPageFrame
      organisationId={id}
      actingAsAdmin={actingAsAdmin}
      title="Webhooks"
      intro="We post each new enrolment to your endpoints, signed with the endpoint's secret, and retry for about 14 hours if it fails."
    >
      <WebhooksPanel organisationId={id} />
    </ApiAccessPageFrame>
  );
}
