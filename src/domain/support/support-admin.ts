import { z } from 'zod';
import { textField } from '../accounts/text-field';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';

/** A support request waits for us ('open'), has our answer ('answered'), or is done ('closed'). */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/**
 * The changes an admin makes by hand: close a request (answered or not) and reopen a closed one. 'answered' is
 * reached only by replying, so it always means the user has our answer.
 */
const MANUAL_NEXT: Record<SupportStatus, readonly SupportStatus[]> = {
  open: ['closed'],
  answered: ['closed'],
  closed: ['open'],
};

export function nextSupportStatuses(from: SupportStatus): readonly SupportStatus[] {
  return MANUAL_NEXT[from];
}

export function canChangeSupportStatus(from: SupportStatus, to: SupportStatus): boolean {
  return MANUAL_NEXT[from].includes(to);
}

/**
 * A reply is allowed while the request is open or answered (a follow-up), and leaves it 'answered'. A closed
 * request is reopened first, so closing stays a decision the log shows and a reply never reopens one silently.
 */
export function canReplyTo(status: SupportStatus): boolean {
  return status !== 'closed';
}
export const STATUS_AFTER_REPLY: SupportStatus = 'answered';

export const SUPPORT_REPLY_MIN_LENGTH = 10;
export const SUPPORT_REPLY_MAX_LENGTH = 5000;

export const ADMIN_SUPPORT_MESSAGES = {
  reply: `Write a reply of at least ${SUPPORT_REPLY_MIN_LENGTH} characters`,
  status: 'Choose open or closed',
  notFound: 'Support request not found',
  closed: 'This request is closed. Reopen it to reply.',
  illegalChange: (from: SupportStatus, to: SupportStatus) =>
    `A support request cannot go from ${SUPPORT_STATUS_LABELS[from].toLowerCase()} to ${SUPPORT_STATUS_LABELS[to].toLowerCase()}`,
  changed: 'This request was changed by someone else. Reload it and try again.',
} as const;

export const SupportReplySchema = z.object({
  body: textField(SUPPORT_REPLY_MAX_LENGTH, { multiline: true }).pipe(
    z.string().min(SUPPORT_REPLY_MIN_LENGTH, ADMIN_SUPPORT_MESSAGES.reply),
  ),
});
export type SupportReply = z.output<typeof SupportReplySchema>;
export type SupportReplyInput = { body: string };

export const SupportStatusChangeSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: ADMIN_SUPPORT_MESSAGES.status }),
});
export type SupportStatusChange = z.output<typeof SupportStatusChangeSchema>;

/** The inbox: every request, or those of one status; an unknown status shows them all. */
export const SupportListQuerySchema = AdminPageQuerySchema.extend({
  status: optionalQueryText.pipe(z.enum(SUPPORT_STATUSES).optional()).catch(undefined),
});
export type SupportListQuery = z.output<typeof SupportListQuerySchema>;

/**
 * Open requests are listed oldest first, so the one waiting longest is answered first; every other view
 * (answered, closed, all) newest first, as one looks there for something recent.
 */
export function supportListOrder(status: SupportStatus | undefined): 'oldest' | 'newest' {
  return status === 'open' ? 'oldest' : 'newest';
}

const SupportUserViewSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type SupportUserView = z.infer<typeof SupportUserViewSchema>;

export const SupportRequestRowViewSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    status: z.enum(SUPPORT_STATUSES),
    user: SupportUserViewSchema,
    replyCount: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SupportRequestRowView' });
export type SupportRequestRowView = z.infer<typeof SupportRequestRowViewSchema>;

const SupportReplyViewSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** The admin who wrote it; email is null once that account is deleted. */
  author: z.object({ id: z.string(), email: z.string().nullable() }),
});
export type SupportReplyView = z.infer<typeof SupportReplyViewSchema>;

export const SupportRequestViewSchema = SupportRequestRowViewSchema.extend({
  message: z.string(),
  /** Oldest first: the thread in the order it was written. */
  replies: z.array(SupportReplyViewSchema),
}).meta({ id: 'SupportRequestView' });
export type SupportRequestView = z.infer<typeof SupportRequestViewSchema>;
