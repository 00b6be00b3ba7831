import { formatCalendarDate } from '@/domain/calendar-date';
import type { CreditView } from '@/domain/reconciliation/reconciliation-admin';
import { statementMoney } from './statement-money';

/** A credit as the statement has it: amount, date, the payer's words and name, and where it is in the file. */
export function CreditDetails({ credit }: { credit: CreditView }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="text-base font-semibold text-ink">
        {statementMoney(credit.amountMinor, credit.currency)}
      </span>
      <span className="text-sm text-ink-muted">
        {formatCalendarDate(credit.bookingDate)}
        {credit.payerName ? ` · ${credit.payerName}` : ''} · line {credit.sourceLine}
      </span>
      <span className="text-sm break-words text-ink">{credit.narration || 'No narration'}</span>
    </div>
  );
}
