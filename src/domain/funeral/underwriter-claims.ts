import { z } from 'zod';
import { textField } from '../accounts/text-field';
import { AdminClaimRowViewSchema, type AdminClaimRowView } from './funeral-claim-admin';
import { CLAIM_MESSAGES, CLAIM_STATUSES } from './funeral-claim-rules';
import { FuneralClaimViewSchema } from './funeral-claim.schema';

/**
 * A funeral underwriter settles the claims on its own plans in the partner portal (issue 33, point 5;
 * docs/decisions/083-underwriter-claims.md): the same steps as the console, and a payout reference when it pays.
 */

export const UNDERWRITER_CLAIM_MESSAGES = {
  payoutReference: 'Enter the payout reference of the transfer',
  payoutReferenceFormat:
    'A payout reference has 4 to 40 letters or digits, and may have spaces, dots, slashes or dashes between them',
  notUnderwriter: 'Only a funeral underwriter settles claims',
} as const;

/** A bank's transfer reference as underwriters copy it: letters and digits, with the separators banks print. */
const PAYOUT_REFERENCE = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{2,38})[A-Za-z0-9]$/;

export function isPayoutReference(text: string): boolean {
  return PAYOUT_REFERENCE.test(text.trim());
}

/**
 * One step an underwriter takes: a reason to reject (shown to the claimant), the payout reference to mark it paid.
 * Which steps are allowed from where is the claim's own rule (funeral-claim-rules.ts), asked by the server.
 */
export const UnderwriterClaimStepSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: 'Choose the new status' }),
    reason: textField(500, { multiline: true }).transform((reason) => reason || undefined),
    payoutReference: textField(40).transform((reference) => reference || undefined),
  })
  .superRefine((step, context) => {
    if (step.status === 'rejected' && !step.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: CLAIM_MESSAGES.rejectionReason });
    if (step.status !== 'paid') return;
    if (!step.payoutReference)
      context.addIssue({
        code: 'custom',
        path: ['payoutReference'],
        message: UNDERWRITER_CLAIM_MESSAGES.payoutReference,
      });
    else if (!isPayoutReference(step.payoutReference))
      context.addIssue({
        code: 'custom',
        path: ['payoutReference'],
        message: UNDERWRITER_CLAIM_MESSAGES.payoutReferenceFormat,
      });
  });
export type UnderwriterClaimStep = z.output<typeof UnderwriterClaimStepSchema>;
export type UnderwriterClaimStepInput = z.input<typeof UnderwriterClaimStepSchema>;

/** A claim in the underwriter's list: the console queue's row. */
export const UnderwriterClaimRowSchema = AdminClaimRowViewSchema;
export type UnderwriterClaimRow = AdminClaimRowView;

/** A claim as its underwriter decides it: what the claimant sees, the full account to pay, and what may come next. */
export const UnderwriterClaimDetailSchema = z
  .object({
    claim: FuneralClaimViewSchema.extend({
      accountNumber: z.string().nullable(),
      coverStart: z.string().nullable(),
    }),
    nextStatuses: z.array(z.enum(CLAIM_STATUSES)),
  })
  .meta({ id: 'UnderwriterClaimDetail' });
export type UnderwriterClaimDetail = z.infer<typeof UnderwriterClaimDetailSchema>;
