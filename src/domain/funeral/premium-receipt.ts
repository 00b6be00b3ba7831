import { z } from 'zod';
import { addDays, formatCalendarDate } from '../calendar-date';
import { PaymentFactsSchema, type PaymentFacts } from '../payments/amount-to-pay';
import { receiptLines, type ReceiptLine } from '../payments/receipt';
import { addMonths } from './funeral-claim-rules';
import type { LedgerEntryView } from './funeral-ledger';
import { coverStartsAfterPayment } from './premium-schedule';

/**
 * The receipt of one funeral premium paid (issue 27, point 3; docs/decisions/064): decision 051's receipt (what was
 * taken, how, when) with the premium's number, its own reference and the month of cover it pays for.
 */
export const PremiumReceiptSchema = z
  .object({
    index: z.int(),
    reference: z.string(),
    /** The month of cover the premium pays for, by the schedule: both days included. */
    periodFrom: z.string(),
    periodTo: z.string(),
    payment: PaymentFactsSchema,
  })
  .meta({ id: 'FuneralPremiumReceipt' });
export type PremiumReceipt = z.infer<typeof PremiumReceiptSchema>;

/**
 * The month premium `index` pays for: from its month's first day of cover (the cover start's day of the month,
 * premium-schedule.ts) to the day before the next one's.
 */
export function premiumPeriod(index: number, coverStart: string): { from: string; to: string } {
  return { from: addMonths(coverStart, index), to: addDays(addMonths(coverStart, index + 1), -1) };
}

/**
 * A premium in the ledger as its receipt. Premiums are priced and recorded in naira (the transfer the instructions
 * ask for); a card premium is receipted in the currency the card was charged (docs/decisions/066). The day it
 * arrived is the day paid.
 */
export function premiumReceipt(
  entry: LedgerEntryView & { premiumIndex: number },
  coverStart: string,
): PremiumReceipt {
  const payment: PaymentFacts = {
    method: entry.method === 'card' ? 'card' : 'bank_transfer',
    amount: entry.charged?.amount ?? entry.amountNgn,
    currency: entry.charged?.currency ?? 'NGN',
    paidAt: `${entry.paidOn}T12:00:00.000Z`,
  };
  const period = premiumPeriod(entry.premiumIndex, coverStart);
  return {
    index: entry.premiumIndex,
    reference: entry.reference,
    periodFrom: period.from,
    periodTo: period.to,
    payment,
  };
}

/** The receipt's lines, the same on the page and in the mail. */
export function premiumReceiptLines(receipt: PremiumReceipt): ReceiptLine[] {
  return [
    { label: 'Premium', value: `Premium ${receipt.index + 1}` },
    { label: 'Reference', value: receipt.reference },
    ...receiptLines(receipt.payment),
    {
      label: 'Pays for',
      value: `${formatCalendarDate(receipt.periodFrom)} to ${formatCalendarDate(receipt.periodTo)}`,
    },
  ];
}

/** Every premium paid in the ledger as its receipt, in order; the first premium's day sets the months. */
export function premiumReceipts(ledger: readonly LedgerEntryView[]): PremiumReceipt[] {
  const premiums = ledger.filter(
    (entry): entry is LedgerEntryView & { premiumIndex: number } =>
      entry.kind === 'premium' && entry.premiumIndex !== null,
  );
  const first = premiums.find((entry) => entry.premiumIndex === 0);
  if (!first) return [];
  const coverStart = coverStartsAfterPayment(first.paidOn);
  return premiums.map((entry) => premiumReceipt(entry, coverStart));
}
