import { z } from 'zod';
import { textField } from '../accounts/text-field';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';
import { AuditEntryViewSchema } from '../audit/audit';
import { CLAIM_MESSAGES, CLAIM_STATUSES } from './funeral-claim-rules';
import { FuneralClaimViewSchema } from './funeral-claim.schema';

/** `?status=` plus paging; a status the console does not know is dropped, so a hand-edited URL still lists. */
export const AdminClaimsQuerySchema = AdminPageQuerySchema.extend({
  status: optionalQueryText.pipe(z.enum(CLAIM_STATUSES).optional()).catch(undefined),
});
export type AdminClaimsQuery = z.output<typeof AdminClaimsQuerySchema>;

/** A reason is required to reject, and is shown to the claimant; other steps take none. */
export const ClaimStatusChangeSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: 'Choose the new status' }),
    reason: textField(500, { multiline: true }).transform((reason) => reason || undefined),
  })
  .superRefine((change, context) => {
    if (change.status === 'rejected' && !change.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: CLAIM_MESSAGES.rejectionReason });
  });
export type ClaimStatusChange = z.output<typeof ClaimStatusChangeSchema>;

export const AdminClaimRowViewSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    applicationReference: z.string(),
    status: z.enum(CLAIM_STATUSES),
    personName: z.string().nullable(),
    dateOfDeath: z.string(),
    amountNgn: z.int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminClaimRowView' });
export type AdminClaimRowView = z.infer<typeof AdminClaimRowViewSchema>;

/** The claim as an admin checks it: everything the claimant sees, the full account number and who holds the plan. */
export const AdminClaimDetailSchema = z
  .object({
    claim: FuneralClaimViewSchema.extend({
      applicationId: z.string(),
      accountNumber: z.string().nullable(),
      holderEmail: z.string().nullable(),
      beneficiaryEmail: z.string().nullable(),
      coverStart: z.string().nullable(),
    }),
    nextStatuses: z.array(z.enum(CLAIM_STATUSES)),
    history: z.array(AuditEntryViewSchema),
  })
  .meta({ id: 'AdminClaimDetail' });
export type AdminClaimDetail = z.infer<typeof AdminClaimDetailSchema>;
