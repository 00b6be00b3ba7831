import { useLoaderData, type MetaFunction } from 'react-router';
import { useRealtyApplications } from '../api/realty';
import { ApplicationCard } from '../components/application-card';
import { RealtyFrame } from '../components/realty-frame';
import { realtyLoader } from './realty-page-data';

export const meta: MetaFunction = () => [{ title: 'Applications | Partner portal | Diaspora Hub' }];
export const clientLoader = realtyLoader;

/** The applications to the firm's listings, newest first. */
export default function RealtyApplicationsPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  const applications = useRealtyApplications(id);
  return (
    <RealtyFrame organisationId={id} actingAsAdmin={actingAsAdmin} title="Applications" query={applications}>
      {(list) =>
        list.length === 0 ? (
          <p className="text-ink-muted">No one has applied for your listings yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((application) => (
              <li key={application.id}>
                <ApplicationCard organisationId={id} application={application} />
              </li>
            ))}
          </ul>
        )
      }
    </RealtyFrame>
  );
}
