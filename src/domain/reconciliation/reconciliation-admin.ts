import { z } from 'zod';
import { plainText, requiredText } from '../accounts/text-field';
import { TRANSFER_CURRENCIES } from '../payments/bank-transfer';
import { CSV_PRESETS, type CsvColumnMapping, type CsvPreset } from './csv-column-mapping';
import { OPEN_ITEM_KINDS } from './open-item';
import { STATEMENT_DATE_FORMATS } from './statement-values';

/**
 * The console's bank statements (issue 32 point 2, docs/decisions/074 and 078-statement-reconciliation): what an
 * admin uploads and decides, and what the three lists show. Messages are the forms' own, on their fields.
 */

/** A statement's text, at most 5 MB: a month of a busy account is well under 2 MB as CSV or camt.053. */
export const MAX_STATEMENT_CHARS = 5_000_000;
/** Credits decided in one bulk confirmation, so one request stays short. */
export const MAX_BULK_CONFIRM = 200;

export const STATEMENT_FORMATS = ['csv', 'camt053'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const STATEMENT_FORMAT_LABELS: Record<StatementFormat, string> = {
  csv: 'CSV export',
  camt053: 'ISO 20022 camt.053 (XML)',
};

export const CSV_PRESET_NAMES = Object.keys(CSV_PRESETS) as [CsvPreset, ...CsvPreset[]];

export const RECONCILIATION_MESSAGES = {
  format: 'Choose the statement’s format',
  preset: 'Choose the bank the CSV export comes from, or give its columns',
  account: 'Enter the account number the statement is for',
  accountTooLong: 'The account number must be at most 34 characters',
  content: 'Choose the statement file',
  contentTooLarge: 'The statement must be at most 5 MB',
  fileName: 'The file name must be at most 200 characters',
  column: 'Enter the column’s header as the export writes it',
  reference: 'Enter the reference the payment is for',
  referenceTooLong: 'A reference is at most 40 characters',
  reason: 'Enter why this credit is dismissed',
  reasonTooLong: 'The reason must be at most 500 characters',
  creditIds: 'Choose at least one credit to confirm',
  tooManyCredits: `Confirm at most ${MAX_BULK_CONFIRM} credits at a time`,
  notFound: 'Credit not found',
  decided: 'This credit is already decided',
  noOpenItem: 'No order, application fee or premium awaiting a transfer has this reference',
  notExact: 'This credit is no longer an exact match; decide it on its own',
} as const;

const column = requiredText(RECONCILIATION_MESSAGES.column, RECONCILIATION_MESSAGES.column, 80);
const optionalColumn = column.optional();

/** A CSV export's columns when no preset fits (the issue's "configurable column mapping"). */
export const CsvMappingInputSchema = z
  .object({
    bookingDate: column,
    valueDate: optionalColumn,
    narration: column,
    reference: optionalColumn,
    payerName: optionalColumn,
    credit: optionalColumn,
    debit: optionalColumn,
    amount: optionalColumn,
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, { error: 'Choose how the export writes its dates' }),
    decimal: z.enum(['.', ',']).default('.'),
    thousands: z.enum([',', '.', ' ', '']).default(','),
    delimiter: z.enum([',', ';', '\t']).default(','),
  })
  .refine((m) => (m.amount ? !m.credit && !m.debit : Boolean(m.credit && m.debit)), {
    message: 'Give either one signed amount column, or both a credit and a debit column',
    path: ['amount'],
  });
export type CsvMappingInput = z.infer<typeof CsvMappingInputSchema>;

export function mappingOf(input: CsvMappingInput): CsvColumnMapping {
  const { credit, debit, amount, decimal, thousands, ...rest } = input;
  const money = amount ? { amount } : { credit: credit!, debit: debit! };
  return { label: 'Custom columns', ...rest, money, number: { decimal, thousands } };
}

export const StatementUploadSchema = z
  .object({
    format: z.enum(STATEMENT_FORMATS, { error: RECONCILIATION_MESSAGES.format }),
    /** CSV only: a bank's preset, or `mapping`. */
    preset: z.enum(CSV_PRESET_NAMES, { error: RECONCILIATION_MESSAGES.preset }).optional(),
    mapping: CsvMappingInputSchema.optional(),
    /** CSV only (camt.053 names its own): the account the statement is for. */
    account: plainText(z.string().trim().max(34, RECONCILIATION_MESSAGES.accountTooLong)).optional(),
    /** CSV only: the account's currency; the transfer account's when not given. camt.053 names its own. */
    currency: z.enum(TRANSFER_CURRENCIES, { error: 'Choose the account’s currency' }).optional(),
    fileName: plainText(z.string().trim().max(200, RECONCILIATION_MESSAGES.fileName)).optional(),
    content: plainText(
      z
        .string({ error: RECONCILIATION_MESSAGES.content })
        .min(1, RECONCILIATION_MESSAGES.content)
        .max(MAX_STATEMENT_CHARS, RECONCILIATION_MESSAGES.contentTooLarge),
      { multiline: true },
    ),
  })
  .superRefine((input, ctx) => {
    if (input.format !== 'csv') return;
    if (!input.preset === !input.mapping)
      ctx.addIssue({ code: 'custom', message: RECONCILIATION_MESSAGES.preset, path: ['preset'] });
    if (!input.account)
      ctx.addIssue({ code: 'custom', message: RECONCILIATION_MESSAGES.account, path: ['account'] });
  });
export type StatementUpload = z.infer<typeof StatementUploadSchema>;

export const ConfirmCreditsSchema = z.object({
  creditIds: z
    .array(z.uuid(RECONCILIATION_MESSAGES.notFound), { error: RECONCILIATION_MESSAGES.creditIds })
    .min(1, RECONCILIATION_MESSAGES.creditIds)
    .max(MAX_BULK_CONFIRM, RECONCILIATION_MESSAGES.tooManyCredits),
});
export type ConfirmCredits = z.infer<typeof ConfirmCreditsSchema>;

export const AssignCreditSchema = z.object({
  reference: requiredText(RECONCILIATION_MESSAGES.reference, RECONCILIATION_MESSAGES.referenceTooLong, 40),
});
export type AssignCredit = z.infer<typeof AssignCreditSchema>;

export const DismissCreditSchema = z.object({
  reason: requiredText(RECONCILIATION_MESSAGES.reason, RECONCILIATION_MESSAGES.reasonTooLong, 500, {
    multiline: true,
  }),
});
export type DismissCredit = z.infer<typeof DismissCreditSchema>;

export const StatementImportViewSchema = z.object({
  statementId: z.string(),
  /** The same file was imported before: nothing changed. */
  alreadyImported: z.boolean(),
  credits: z.int(),
  /** Credits new to the console; the rest were on an earlier, overlapping statement. */
  newCredits: z.int(),
  debits: z.int(),
  skipped: z.int(),
});
export type StatementImportView = z.infer<typeof StatementImportViewSchema>;

export const CreditViewSchema = z.object({
  id: z.string(),
  bookingDate: z.string(),
  valueDate: z.string(),
  amountMinor: z.int(),
  currency: z.string(),
  narration: z.string(),
  payerName: z.string().nullable(),
  account: z.string(),
  sourceLine: z.int(),
});
export type CreditView = z.infer<typeof CreditViewSchema>;

export const CandidateViewSchema = z.object({
  kind: z.enum(OPEN_ITEM_KINDS),
  reference: z.string(),
  amountMinor: z.int(),
  currency: z.string(),
  payment: z.enum(['amount-due', 'underpaid', 'overpaid', 'other-currency']),
  /** Credit minus amount due, minor units: negative when underpaid. */
  differenceMinor: z.int(),
  /** Funeral premiums the credit pays in full when confirmed (1 for anything else). */
  premiums: z.int(),
});
export type CandidateView = z.infer<typeof CandidateViewSchema>;

export const NEAR_REASON_LABELS = {
  'amount-differs': 'Amount differs',
  'other-currency': 'Other currency',
  'reference-partly-right': 'Reference partly right',
  'several-items': 'Several items fit',
  'item-matched-twice': 'Paid twice',
} as const;

export const ReconciliationViewSchema = z.object({
  exact: z.array(z.object({ credit: CreditViewSchema, candidate: CandidateViewSchema })),
  near: z.array(
    z.object({
      credit: CreditViewSchema,
      reason: z.enum(Object.keys(NEAR_REASON_LABELS) as [keyof typeof NEAR_REASON_LABELS]),
      candidates: z.array(CandidateViewSchema),
    }),
  ),
  unmatched: z.array(z.object({ credit: CreditViewSchema })),
  /** Open credits beyond what each list shows. */
  more: z.int(),
});
export type ReconciliationView = z.infer<typeof ReconciliationViewSchema>;

export const ConfirmResultViewSchema = z.object({
  confirmed: z.array(z.string()),
  /** Credits left for one-by-one decisions, with why. */
  skipped: z.array(z.object({ creditId: z.string(), reason: z.string() })),
});
export type ConfirmResultView = z.infer<typeof ConfirmResultViewSchema>;

/** The most premiums one credit is taken to pay: a year ahead. */
const MAX_PREMIUMS_PER_CREDIT = 12;

/**
 * How many premiums a credit pays in full (docs/decisions/078-statement-reconciliation.md): a whole multiple of the premium, up to a year's, so
 * a payer who sends three months at once has three recorded; anything else pays one, its difference shown.
 */
export function premiumsPaidBy(creditMinor: number, premiumMinor: number): number {
  if (premiumMinor <= 0 || creditMinor <= premiumMinor || creditMinor % premiumMinor !== 0) return 1;
  return Math.min(creditMinor / premiumMinor, MAX_PREMIUMS_PER_CREDIT);
}

export const DecisionViewSchema = z.object({
  creditId: z.string(),
  state: z.enum(['confirmed', 'dismissed']),
  /** What a confirmed credit paid. */
  reference: z.string().nullable(),
});
export type DecisionView = z.infer<typeof DecisionViewSchema>;
