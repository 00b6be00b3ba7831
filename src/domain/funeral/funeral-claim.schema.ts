import { z } from 'zod';
import { textField } from '../accounts/text-field';
import { isCalendarDate } from '../calendar-date';
import { timelineSchema } from '../status-timeline';
import {
  CLAIM_CAUSES,
  CLAIM_MESSAGES,
  CLAIM_STATUSES,
  isNubanFormat,
  normaliseAccountNumber,
} from './funeral-claim-rules';

/** The largest death certificate or burial permit taken: a phone photo or a scanned PDF fits well within it. */
export const MAX_CLAIM_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Who on the application died: the principal member, or one of the covered people by their place in the list. */
export const PERSON_KEY = /^(principal|covered-\d{1,2})$/;

const required = (max: number, message: string) => textField(max).pipe(z.string().min(1, message));

/**
 * A claim's fields as the form sends them (multipart, beside the document). The payout account is a Nigerian one:
 * bank name, the 10-digit NUBAN and the name on the account (docs/decisions/045).
 */
export const FuneralClaimSchema = z.object({
  personKey: required(20, CLAIM_MESSAGES.person).pipe(z.string().regex(PERSON_KEY, CLAIM_MESSAGES.person)),
  dateOfDeath: required(10, CLAIM_MESSAGES.dateOfDeath).refine(
    isCalendarDate,
    CLAIM_MESSAGES.dateOfDeathInvalid,
  ),
  cause: z.enum(CLAIM_CAUSES, { error: CLAIM_MESSAGES.cause }),
  bankName: required(100, CLAIM_MESSAGES.bankName),
  accountNumber: required(20, CLAIM_MESSAGES.accountNumber)
    .refine(isNubanFormat, CLAIM_MESSAGES.accountNumberFormat)
    .transform(normaliseAccountNumber),
  accountName: required(100, CLAIM_MESSAGES.accountName),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid idempotency key'),
});
export type FuneralClaim = z.output<typeof FuneralClaimSchema>;
export type FuneralClaimInput = z.input<typeof FuneralClaimSchema>;

/** The holder sends the nominated beneficiary a link to report a death without an account. */
export const ClaimLinkRequestSchema = z.object({
  email: required(254, CLAIM_MESSAGES.beneficiaryEmail).pipe(z.email('Invalid email address')),
});
export type ClaimLinkRequest = z.output<typeof ClaimLinkRequestSchema>;

export const ClaimPersonSchema = z.object({ key: z.string(), name: z.string(), role: z.string() });

/** A claim as its claimant reads it (the holder in 'My Orders', the beneficiary through the link). */
export const FuneralClaimViewSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    applicationId: z.string(),
    applicationReference: z.string(),
    status: z.enum(CLAIM_STATUSES),
    /** The person who died; null once the holder's account is deleted. */
    personName: z.string().nullable(),
    dateOfDeath: z.string(),
    cause: z.enum(CLAIM_CAUSES),
    /** The payout in minor units: the plan's cover as applied for. */
    amountUsd: z.int(),
    amountNgn: z.int(),
    bankName: z.string().nullable(),
    /** Only the last four digits are shown back. */
    accountNumberEnd: z.string().nullable(),
    accountName: z.string().nullable(),
    submittedBy: z.enum(['holder', 'beneficiary']),
    rejectionReason: z.string().nullable(),
    documentUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
    timeline: timelineSchema(CLAIM_STATUSES),
  })
  .meta({ id: 'FuneralClaimView' });
export type FuneralClaimView = z.infer<typeof FuneralClaimViewSchema>;

/** What the beneficiary's link opens: the plan and the people it covers, and the claims already made. */
export const ClaimLinkViewSchema = z
  .object({
    applicationReference: z.string(),
    planTitle: z.string(),
    coverStart: z.string(),
    people: z.array(ClaimPersonSchema),
    claims: z.array(FuneralClaimViewSchema),
    /** While a claim made through the link is open, it works until that claim is closed (decision 067, part C). */
    lastsUntilClosed: z.boolean(),
    /** When the link stops working; null while it lasts until its claim is closed. */
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ClaimLinkView' });
export type ClaimLinkView = z.infer<typeof ClaimLinkViewSchema>;
