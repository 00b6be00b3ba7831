import { z } from 'zod';
import { calendarDateOf, isCalendarDate } from '../calendar-date';

/** A funeral application's ledger (issue 27, docs/decisions/054): premiums paid, later the payout. */
export const LEDGER_ENTRY_KINDS = ['premium', 'payout'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const PREMIUM_PAYMENT_METHODS = ['transfer', 'card'] as const;
export type PremiumPaymentMethod = (typeof PREMIUM_PAYMENT_METHODS)[number];

/**
 * Each premium's own transfer reference: the application's and the premium's number, 'FA1B2C3D4E-01' for the
 * first, so a transfer says which month it pays.
 */
export function premiumReference(applicationReference: string, index: number): string {
  return `${applicationReference}-${String(index + 1).padStart(2, '0')}`;
}

/** What `readCover` needs of a ledger row. */
export interface LedgerFact {
  kind: LedgerEntryKind;
  premiumIndex: number | null;
  paidOn: string;
}

/**
 * The day each premium was paid, by its number ([0] the first): the `paidOn` that `readCover` reads. A premium
 * with no row is left a hole, so it reads as unpaid.
 */
export function premiumsPaidOn(entries: readonly LedgerFact[]): string[] {
  const paidOn: string[] = [];
  for (const entry of entries)
    if (entry.kind === 'premium' && entry.premiumIndex !== null) paidOn[entry.premiumIndex] = entry.paidOn;
  return paidOn;
}

export const PREMIUM_MESSAGES = {
  paidOn: 'Enter the day the transfer arrived, for example 2026-03-14',
  paidOnFuture: 'The day the transfer arrived cannot be in the future',
  paidOnBeforeApproval: 'The transfer cannot have arrived before the application was approved',
  nothingDue: 'No premium can be paid on this application now',
  alreadyPaid: 'This premium is already recorded as paid',
} as const;

/** What an admin records when a transfer for the next premium has arrived. */
export const RecordTransferSchema = z.object({
  paidOn: z
    .string()
    .refine(isCalendarDate, PREMIUM_MESSAGES.paidOn)
    .refine((day) => day <= calendarDateOf(new Date()), PREMIUM_MESSAGES.paidOnFuture),
});
export type RecordTransfer = z.infer<typeof RecordTransferSchema>;

export const LedgerEntryViewSchema = z
  .object({
    id: z.string(),
    kind: z.enum(LEDGER_ENTRY_KINDS),
    premiumIndex: z.int().nullable(),
    method: z.enum(PREMIUM_PAYMENT_METHODS),
    amountUsd: z.int(),
    amountNgn: z.int(),
    reference: z.string(),
    paidOn: z.string(),
  })
  .meta({ id: 'FuneralLedgerEntryView' });
export type LedgerEntryView = z.infer<typeof LedgerEntryViewSchema>;
