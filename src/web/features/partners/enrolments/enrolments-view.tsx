import { Download } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { enrolmentsDownloadUrl, useEnrolments } from './enrolments-api';
import { EnrolmentItem } from './enrolment-item';
import { EnrolmentsUpload } from './enrolments-upload';

/** A health provider's enrolments: pending first (overdue marked), the CSV both ways, then the decided ones. */
export function EnrolmentsView({
  organisationId,
  actingAsAdmin,
}: {
  organisationId: string;
  actingAsAdmin: boolean;
}) {
  const enrolments = useEnrolments(organisationId);
  const pending = enrolments.data?.filter((each) => each.status === 'pending') ?? [];
  const decided = enrolments.data?.filter((each) => each.status !== 'pending') ?? [];
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold text-ink">Enrolments</h1>
        <p className="text-ink-muted">
          Confirm each person with your member ID within 2 working days, or refuse with a reason.
        </p>
        {actingAsAdmin && (
          <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900">
            You are acting for this partner as a Diaspora Hub admin; what you do is recorded under your name.
          </p>
        )}
      </div>
      {enrolments.isPending && (
        <div aria-busy="true" aria-label="Loading the enrolments" className="flex flex-col gap-3">
          <Skeleton className="h-40" />
        </div>
      )}
      {enrolments.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-ink">{enrolments.error.message}</p>
          <Button variant="outline" onClick={() => void enrolments.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {enrolments.data && (
        <>
          <section aria-labelledby="pending-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="pending-title" className="text-xl font-semibold text-ink">
                Pending ({pending.length})
              </h2>
              {pending.length > 0 && (
                <Button asChild variant="outline">
                  <a href={enrolmentsDownloadUrl(organisationId)} download="pending-enrolments.csv">
                    <Download aria-hidden="true" /> Download pending as CSV
                  </a>
                </Button>
              )}
            </div>
            {pending.length === 0 ? (
              <p className="text-ink-muted">No one is waiting to be enrolled.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {pending.map((enrolment) => (
                  <EnrolmentItem key={enrolment.id} organisationId={organisationId} enrolment={enrolment} />
                ))}
              </ul>
            )}
          </section>
          <section className="rounded-xl border border-line bg-surface p-4">
            <EnrolmentsUpload organisationId={organisationId} />
          </section>
          {decided.length > 0 && (
            <section aria-labelledby="decided-title" className="flex flex-col gap-3">
              <h2 id="decided-title" className="text-xl font-semibold text-ink">
                Confirmed and refused ({decided.length})
              </h2>
              <ul className="flex flex-col gap-3">
                {decided.map((enrolment) => (
                  <EnrolmentItem key={enrolment.id} organisationId={organisationId} enrolment={enrolment} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}
