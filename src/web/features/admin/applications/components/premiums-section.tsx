import { FormProvider, useForm } from 'react-hook-form';
import type { AdminFuneralApplicationView } from '@/domain/applications/application-admin';
import { calendarDateOf, formatCalendarDate } from '@/domain/calendar-date';
import { RecordTransferSchema, type RecordTransfer } from '@/domain/funeral/funeral-ledger';
import { formatNgn } from '@/domain/money';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { applyRefusalOn } from '@/web/lib/form-errors';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useRecordPremiumTransfer } from '../api/admin-applications';
import { DateSubmitRow } from './date-submit-row';
import { PremiumAdjustDialog } from './premium-adjust-dialog';

type LedgerEntry = AdminFuneralApplicationView['ledger'][number];

/** What a ledger row did, in words: a waiver moved no money; a refund and the payout are money going out. */
function ledgerLine(entry: LedgerEntry): string {
  switch (entry.kind) {
    case 'waiver':
      return 'Waived, no money';
    case 'refund':
      return `Refunded ${formatNgn(-entry.amountNgn)} by ${entry.method}`;
    case 'payout':
      return `Claim paid out ${formatNgn(-entry.amountNgn)} by ${entry.method}`;
    default:
      return `${formatNgn(entry.amountNgn)} by ${entry.method}`;
  }
}

/**
 * Where the cover stands and its ledger (decision 054), the same reading the holder sees, and what an admin does
 * with premiums: record a transfer received for the next premium, waive it, or record the latest payment refunded
 * (decision 065). Each is audited and the holder is told.
 */
export function PremiumsSection({ application }: { application: AdminFuneralApplicationView }) {
  const { cover, ledger, refundable } = application;
  return (
    <SectionCard title="Premiums" contentClassName="flex flex-col gap-4">
      <p role="status" className="font-semibold text-ink">
        {cover.text}
      </p>
      {ledger.length > 0 && (
        <ul aria-label="Ledger" className="flex flex-col divide-y divide-line">
          {ledger.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-mono text-ink">{entry.reference}</span>
              <span className="text-ink-muted">
                {ledgerLine(entry)}, {formatCalendarDate(entry.paidOn)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {cover.nextPremium && <RecordTransfer applicationId={application.id} next={cover.nextPremium} />}
      {(cover.nextPremium || refundable) && (
        <div className="flex flex-wrap gap-2">
          {cover.nextPremium && (
            <PremiumAdjustDialog
              applicationId={application.id}
              action="waive"
              premium={{ ...cover.nextPremium, day: cover.nextPremium.dueOn }}
            />
          )}
          {refundable?.premiumIndex != null && (
            <PremiumAdjustDialog
              applicationId={application.id}
              action="refund"
              premium={{ ...refundable, index: refundable.premiumIndex, day: refundable.paidOn }}
            />
          )}
        </div>
      )}
    </SectionCard>
  );
}

function RecordTransfer({
  applicationId,
  next,
}: {
  applicationId: string;
  next: NonNullable<AdminFuneralApplicationView['cover']['nextPremium']>;
}) {
  const record = useRecordPremiumTransfer(applicationId);
  const form = useForm<RecordTransfer, unknown, RecordTransfer>({
    resolver: schemaResolver<RecordTransfer, RecordTransfer>(RecordTransferSchema),
    defaultValues: { paidOn: calendarDateOf(new Date()) },
    ...CHECKED_ON_SUBMIT,
  });
  const send = form.handleSubmit(async (transfer) => {
    try {
      await record.mutateAsync(transfer);
      toast.success('Transfer recorded');
    } catch (refusal) {
      applyRefusalOn(refusal, form.setError, 'paidOn');
    }
  });
  return (
    <FormProvider {...form}>
      <form className="flex flex-col gap-2" noValidate onSubmit={send}>
        <p className="text-ink">
          Next premium: {formatNgn(next.amountNgn)}, reference{' '}
          <span className="font-mono">{next.reference}</span>, due {formatCalendarDate(next.dueOn)}.
        </p>
        <DateSubmitRow<RecordTransfer>
          name="paidOn"
          id="premium-paid-on"
          label="Transfer arrived on"
          submitLabel="Record transfer received"
          busy={record.isPending}
        />
      </form>
    </FormProvider>
  );
}
