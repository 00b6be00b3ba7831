import { useLoaderData, type MetaFunction } from 'react-router';
import { SectionCard } from '@/web/components/ui/section-card';
import { FactList } from '@/web/components/ui/fact-list';
import { ApplicationStatusBadge } from '@/web/components/status/status-badges';
import { choiceLabel } from '@/web/lib/choice-label';
import { formatDate } from '@/web/lib/format-date';
import { useRealtyApplication } from '../api/realty';
import { OutcomeForm } from '../components/outcome-form';
import { RealtyFrame } from '../components/realty-frame';
import { ViewingAnswer } from '../components/viewing-answer';
import { realtyLoader } from './realty-page-data';

export const meta: MetaFunction = () => [{ title: 'Application | Partner portal | Diaspora Hub' }];
export const clientLoader = realtyLoader;

/** One application to the firm's listing: the buyer, the viewing to answer, the outcome to record. */
export default function RealtyApplicationPage() {
  const { id, applicationId, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  const application = useRealtyApplication(id, applicationId);
  return (
    <RealtyFrame organisationId={id} actingAsAdmin={actingAsAdmin} title="Application" query={application}>
      {(data) => (
        <>
          <SectionCard title={data.listing.title} contentClassName="flex flex-col gap-4">
            <ApplicationStatusBadge status={data.status} />
            <FactList
              facts={[
                { label: 'Reference', value: data.reference },
                { label: 'Applied on', value: formatDate(data.createdAt.slice(0, 10)) },
                { label: 'Buyer', value: data.applicant?.name ?? 'Account deleted' },
                { label: 'Email', value: data.applicant?.email ?? '—' },
                { label: 'Preferred contact', value: choiceLabel(data.preferredContact) },
              ]}
            />
            {data.message && (
              <div className="flex flex-col gap-1">
                <h3 className="text-ink-muted">The buyer&apos;s message</h3>
                <p className="whitespace-pre-line wrap-anywhere text-ink">{data.message}</p>
              </div>
            )}
          </SectionCard>
          <SectionCard title="Viewing" description="The buyer is told in the app and by email.">
            <ViewingAnswer organisationId={id} application={data} />
          </SectionCard>
          <SectionCard title="Outcome" description="The buyer is told in the app and by email.">
            <OutcomeForm organisationId={id} application={data} />
          </SectionCard>
        </>
      )}
    </RealtyFrame>
  );
}
