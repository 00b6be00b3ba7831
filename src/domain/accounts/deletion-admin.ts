import { z } from 'zod';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';

/** 'withdrawn': the owner took the request back while it was pending (issue 13, point 11). */
export const DELETION_STATUSES = ['pending', 'processed', 'withdrawn'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** How the owner confirmed a deletion request: sent while signed in, or through the link mailed to them. */
export const DELETION_CONFIRMATIONS = ['session', 'email'] as const;
export type DeletionConfirmation = (typeof DELETION_CONFIRMATIONS)[number];

export const DELETION_CONFIRMATION_LABELS: Record<DeletionConfirmation, string> = {
  session: 'Signed in',
  email: 'By email',
};

export const DELETION_STATUS_LABELS: Record<DeletionStatus, string> = {
  pending: 'Pending',
  processed: 'Processed',
  withdrawn: 'Withdrawn',
};

/** One status at a time, pending unless asked otherwise: the console's work list. */
export const DeletionListQuerySchema = AdminPageQuerySchema.extend({
  status: optionalQueryText.pipe(z.enum(DELETION_STATUSES).default('pending')).catch('pending'),
});
export type DeletionListQuery = z.output<typeof DeletionListQuerySchema>;

/**
 * Pending requests are listed oldest first, as each has a 30-day deadline and the oldest is due first;
 * processed ones newest first, a record one looks back through.
 */
export function deletionListOrder(status: DeletionStatus): 'oldest' | 'newest' {
  // Withdrawn ones, like processed ones, are a record looked back through.
  return status === 'pending' ? 'oldest' : 'newest';
}

export const ADMIN_DELETION_MESSAGES = {
  notFound: 'Deletion request not found',
  alreadyProcessed: 'This request has already been processed.',
  withdrawn: 'Its owner withdrew this request: there is nothing to process.',
  ownAccount:
    'This request is for your own account. Ask another admin to process it: deleting it would sign you out in the middle of the request.',
  lastAdmin: 'This is the last admin account. Make another admin before deleting it.',
  notConfirmed: 'This request has not been confirmed by the owner of its email address yet.',
} as const;

export const DeletionRequestViewSchema = z
  .object({
    id: z.string(),
    /** Null once processed: the record stays, the person's details do not. */
    email: z.string().nullable(),
    reason: z.string().nullable(),
    status: z.enum(DELETION_STATUSES),
    /**
     * How the owner confirmed it. Pending requests in the queue are always confirmed; a processed one may not be,
     * when it was cleared along with another request for the same account.
     */
    confirmedVia: z.enum(DELETION_CONFIRMATIONS).nullable(),
    createdAt: z.iso.datetime(),
    processedAt: z.iso.datetime().nullable(),
    /** Pending for more than the 30 days promised (spec 000 §9); decided by the server. */
    overdue: z.boolean(),
    /**
     * The account processing would delete: the requester's own while signed in, else the one with that email.
     * Null when none matches (then only the request is cleared) and always once processed.
     */
    account: z.object({ id: z.string(), email: z.string() }).nullable(),
  })
  .meta({ id: 'DeletionRequestView' });
export type DeletionRequestView = z.infer<typeof DeletionRequestViewSchema>;
