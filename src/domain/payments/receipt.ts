import { calendarDateOf, formatCalendarDate } from '../calendar-date';
import type { DisplayCurrency } from '../fx/currencies';
import { formatIn } from '../fx/format';
import { paymentMethodLabel, type PaymentFacts } from './amount-to-pay';
import type { RefundView } from './refund-share';

/** One labelled value of a receipt: the page, the console and the PDF list the same lines. */
export interface ReceiptLine {
  label: string;
  value: string;
}

/** An amount with its ISO code, as a PDF's built-in font can print it (it has no ₦ or €): 'NGN 1,863,960.00'. */
export function amountWithCode(minor: number, currency: DisplayCurrency): string {
  const major = (minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${major}`;
}

/**
 * A paid order's receipt (docs/decisions/051): what was actually taken, in its currency, how and when, then what
 * was given back. `money` formats an amount: the symbol on a page, the ISO code in a PDF.
 */
export function receiptLines(
  payment: PaymentFacts,
  refunds: readonly RefundView[] = [],
  money: (minor: number, currency: DisplayCurrency) => string = formatIn,
): ReceiptLine[] {
  return [
    { label: 'Amount paid', value: money(payment.amount, payment.currency) },
    { label: 'Paid by', value: paymentMethodLabel(payment.method) },
    { label: 'Paid on', value: formatCalendarDate(calendarDateOf(new Date(payment.paidAt))) },
    ...refunds.map((refund) => ({
      label: `Refund${refund.personName ? ` for ${refund.personName}` : ''}`,
      value: `${money(refund.amount, refund.currency)} (${REFUND_STATE_WORDS[refund.status]})`,
    })),
  ];
}

const REFUND_STATE_WORDS: Record<RefundView['status'], string> = {
  pending: 'on its way',
  processed: 'refunded',
  failed: 'to be sent another way',
  due: 'to be sent',
  paid_out: 'sent',
};
