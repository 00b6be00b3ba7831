import { z } from 'zod';
import { requiredText } from '../accounts/text-field';
import { calendarDateOf, isCalendarDate } from '../calendar-date';
import { DisplayCurrencySchema } from '../fx/currencies';

/**
 * A funeral application's ledger (issue 27, docs/decisions/054 and 065): premiums paid, premiums waived (settled
 * without money), refunds of premiums paid, and the payout. Amounts are money into the plan's account: a waiver is
 * 0, a refund and the payout are negative.
 */
export const LEDGER_ENTRY_KINDS = ['premium', 'waiver', 'refund', 'payout'] as const;
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
  /** Which settlement of the premium a row is (0 the first; 1 after one refund), or which one a refund returns. */
  settlement: number;
  paidOn: string;
}

/** Kinds that settle a premium: paid, or waived (counted as paid for the cover's standing, without money). */
const SETTLES = new Set<LedgerEntryKind>(['premium', 'waiver']);

/**
 * Each premium's settlement that stands, by premium number: a premium paid or waived stands until a refund of
 * that settlement returns it; it is then unpaid again, until paid (or waived) once more (docs/decisions/065).
 */
export function standingSettlements<Entry extends LedgerFact>(entries: readonly Entry[]): Entry[] {
  const refunded = new Set(
    entries
      .filter((entry) => entry.kind === 'refund')
      .map((entry) => `${entry.premiumIndex}:${entry.settlement}`),
  );
  const standing: Entry[] = [];
  for (const entry of entries) {
    if (!SETTLES.has(entry.kind) || entry.premiumIndex === null) continue;
    if (refunded.has(`${entry.premiumIndex}:${entry.settlement}`)) continue;
    standing[entry.premiumIndex] = entry;
  }
  return standing;
}

/**
 * The day each premium was settled, by its number ([0] the first): the `paidOn` that `readCover` reads. A waived
 * premium counts as paid on the day it was waived; a refunded one as unpaid; a premium with no row is a hole.
 */
export function premiumsPaidOn(entries: readonly LedgerFact[]): string[] {
  const paidOn: string[] = [];
  standingSettlements(entries).forEach((entry, index) => {
    paidOn[index] = entry.paidOn;
  });
  return paidOn;
}

/**
 * The payment a refund may return: the latest premium settled, and only if it was paid with money (a waiver moved
 * none). Earlier months are never refunded, so the cover they gave is never rewritten (docs/decisions/065).
 */
export function refundablePayment<Entry extends LedgerFact>(entries: readonly Entry[]): Entry | undefined {
  const latest = standingSettlements(entries).at(-1);
  return latest?.kind === 'premium' ? latest : undefined;
}

/** The settlement number a new payment or waiver of a premium takes: one more for each refund of it. */
export function nextSettlement(entries: readonly LedgerFact[], premiumIndex: number): number {
  return entries.filter((entry) => entry.kind === 'refund' && entry.premiumIndex === premiumIndex).length;
}

/** A settlement's own ledger reference: the premium's for the first, then '-2', '-3' after refunds. */
export function settlementReference(premiumRef: string, settlement: number): string {
  return settlement === 0 ? premiumRef : `${premiumRef}-${settlement + 1}`;
}

/** A refund's own ledger reference: 'FA…-05-R1' returns the first settlement of premium 5. */
export function refundReference(premiumRef: string, settlement: number): string {
  return `${premiumRef}-R${settlement + 1}`;
}

export const PREMIUM_MESSAGES = {
  paidOn: 'Enter the day the transfer arrived, for example 2026-03-14',
  paidOnFuture: 'The day the transfer arrived cannot be in the future',
  paidOnBeforeApproval: 'The transfer cannot have arrived before the application was approved',
  nothingDue: 'No premium can be paid on this application now',
  alreadyPaid: 'This premium is already recorded as paid',
  notNext:
    'This premium is no longer the next one due: it may just have been settled. Reload the application.',
  notRefundable: 'Only the latest premium paid, not waived or already refunded, can be refunded',
  reason: 'Give the reason',
  reasonTooLong: 'Keep the reason to 500 characters or fewer',
  premiumIndex: 'Choose a premium',
} as const;

export const REASON_MAX_LENGTH = 500;

/** An admin waives or refunds one premium, named by its number (0 the first), with the reason, audited. */
export const PremiumActionSchema = z.object({
  premiumIndex: z
    .int(PREMIUM_MESSAGES.premiumIndex)
    .min(0, PREMIUM_MESSAGES.premiumIndex)
    .max(1200, PREMIUM_MESSAGES.premiumIndex),
  reason: requiredText(PREMIUM_MESSAGES.reason, PREMIUM_MESSAGES.reasonTooLong, REASON_MAX_LENGTH, {
    multiline: true,
  }),
});
export type PremiumAction = z.infer<typeof PremiumActionSchema>;

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
    /** Null for a waiver: no money moved. */
    method: z.enum(PREMIUM_PAYMENT_METHODS).nullable(),
    amountUsd: z.int(),
    amountNgn: z.int(),
    reference: z.string(),
    paidOn: z.string(),
    /** What a card was charged, in the currency charged (docs/decisions/066); null or absent for a transfer. */
    charged: z.object({ amount: z.int(), currency: DisplayCurrencySchema }).nullable().optional(),
  })
  .meta({ id: 'FuneralLedgerEntryView' });
export type LedgerEntryView = z.infer<typeof LedgerEntryViewSchema>;
