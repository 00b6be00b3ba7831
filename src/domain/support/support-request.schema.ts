import { z } from 'zod';
import { textField } from '../accounts/text-field';

export const SUPPORT_MESSAGES = {
  subject: 'Subject is required',
  message: 'Message must be at least 10 characters',
  signedOut: 'You must be logged in to submit a support request',
  failed: 'Failed to submit support request',
} as const;

export const SUPPORT_MESSAGE_MIN_LENGTH = 10;

export const SupportRequestSchema = z.object({
  subject: textField(200).pipe(z.string().min(1, SUPPORT_MESSAGES.subject)),
  message: textField(5000, { multiline: true }).pipe(
    z.string().min(SUPPORT_MESSAGE_MIN_LENGTH, SUPPORT_MESSAGES.message),
  ),
});
export type SupportRequestInput = { subject: string; message: string };
export type SupportRequest = z.output<typeof SupportRequestSchema>;

/** The request reached the support inbox. */
export const SupportRequestReceivedSchema = z.object({ id: z.string() });
