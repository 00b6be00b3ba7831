import { useLoaderData, type MetaFunction } from 'react-router';
import { SectionCard } from '@/web/components/ui/section-card';
import { useRealtyViewings } from '../api/realty';
import { RealtyFrame } from '../components/realty-frame';
import { ViewingAnswer } from '../components/viewing-answer';
import { realtyLoader } from './realty-page-data';

export const meta: MetaFunction = () => [{ title: 'Viewings | Partner portal | Diaspora Hub' }];
export const clientLoader = realtyLoader;

/** The viewings buyers asked for, each with its answer: confirm a date, or propose another. */
export default function RealtyViewingsPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  const viewings = useRealtyViewings(id);
  return (
    <RealtyFrame organisationId={id} actingAsAdmin={actingAsAdmin} title="Viewings" query={viewings}>
      {(list) =>
        list.length === 0 ? (
          <p className="text-ink-muted">No viewings have been asked for.</p>
        ) : (
          list.map((application) => (
            <SectionCard
              key={application.id}
              title={application.listing.title}
              description={`${application.reference} · ${application.applicant?.name ?? 'Account deleted'}`}
            >
              <ViewingAnswer organisationId={id} application={application} />
            </SectionCard>
          ))
        )
      }
    </RealtyFrame>
  );
}
