import { z } from 'zod';
import { textField } from './text-field';

export const DELETION_MESSAGES = {
  email: 'Please enter a valid email address',
  reason: "Please provide more details about why you're leaving",
  confirmation: "Please include the words 'delete my account' in your confirmation",
} as const;

export const DELETION_REASON_MIN_LENGTH = 10;

/** The confirmation must contain the words delete, my and account, in any case and any order. */
export function confirmsDeletion(text: string): boolean {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/));
  return ['delete', 'my', 'account'].every((word) => words.has(word));
}

export const DeletionRequestSchema = z.object({
  email: textField(254)
    .transform((email) => email.toLowerCase())
    .pipe(z.email(DELETION_MESSAGES.email)),
  reason: textField(2000, { multiline: true }).pipe(
    z.string().min(DELETION_REASON_MIN_LENGTH, DELETION_MESSAGES.reason),
  ),
  confirmation: textField(200).refine(confirmsDeletion, DELETION_MESSAGES.confirmation),
});
export type DeletionRequestInput = { [K in keyof z.output<typeof DeletionRequestSchema>]: string };
export type DeletionRequest = z.output<typeof DeletionRequestSchema>;

/** Deletion requests are processed in 5-7 business days; data is permanently removed within 30 days. */
export const DELETION_PROCESSING = { businessDays: '5-7', removalDays: 30 } as const;

export const DELETION_CONFIRM_MESSAGES = {
  invalidLink: 'This confirmation link is invalid or has expired. Please send your deletion request again.',
} as const;

/** The token of a mailed link: 32 random bytes in base64url. */
export const DeletionConfirmSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, DELETION_CONFIRM_MESSAGES.invalidLink),
});
export type DeletionConfirm = z.output<typeof DeletionConfirmSchema>;

/** A recorded request: confirmed at once when signed in, otherwise once the mailed link is opened. */
export const DeletionRequestReceivedSchema = z.object({
  id: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
});

export const DeletionConfirmedSchema = z.object({ confirmed: z.literal(true) });

export const DELETION_WITHDRAW_MESSAGES = {
  notFound: 'Deletion request not found',
  processed: 'This request has already been processed: the account is being deleted.',
} as const;

/**
 * The signed-in user's own deletion request as the profile shows it: the newest pending or withdrawn one, or
 * none. A processed request has no account left to show it to.
 */
export const OwnDeletionRequestViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'withdrawn']),
    createdAt: z.iso.datetime(),
    withdrawnAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OwnDeletionRequestView' });
export type OwnDeletionRequestView = z.infer<typeof OwnDeletionRequestViewSchema>;

export const OwnDeletionRequestBodySchema = z.object({ request: OwnDeletionRequestViewSchema.nullable() });
