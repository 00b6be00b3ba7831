import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../accounts/signup.schema';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES } from '../accounts/password-rules';
import { secretField, textField } from '../accounts/text-field';
import { PARTNER_KINDS, PARTNER_ROLES } from './partner';

/** How long an invitation link works: long enough for a weekend, short enough that a stale mail is harmless. */
export const PARTNER_INVITATION_DAYS = 7;

export const PARTNER_INVITATION_MESSAGES = {
  unusable: 'This invitation has expired or has already been used. Ask for a new one.',
  name: 'Enter your name',
  nameLong: 'Keep your name under 100 characters',
  passwordTooShort: `Partner passwords must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`,
  accountExists:
    'An account with this email address already exists. Ask for an invitation to another address.',
  passwordRequired: PASSWORD_MESSAGES.newRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
} as const;

const M = PARTNER_INVITATION_MESSAGES;

export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + PARTNER_INVITATION_DAYS * 24 * 3600 * 1000);
}

/** An invitation opens an account once, and only before it expires. */
export function isInvitationUsable(
  invitation: { acceptedAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return invitation.acceptedAt === null && invitation.expiresAt.getTime() > now.getTime();
}

/** What the invitation page shows before the person sets a password. */
export const PartnerInvitationViewSchema = z.object({
  organisationName: z.string(),
  kind: z.enum(PARTNER_KINDS),
  email: z.string(),
  role: z.enum(PARTNER_ROLES),
  expiresAt: z.string(),
});
export type PartnerInvitationView = z.infer<typeof PartnerInvitationViewSchema>;

/** Accepting: a name and a password as long as an admin's, since partners see people's health and claims. */
export const AcceptPartnerInvitationSchema = z
  .object({
    name: textField(200),
    password: secretField(PASSWORD_MAX_LENGTH),
    confirmPassword: secretField(PASSWORD_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    if (input.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: M.name });
    else if (input.name.length > 100) ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameLong });
    if (input.password === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordRequired });
    } else if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordTooShort });
    } else if (input.password !== input.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.mismatch });
    }
  });
export type AcceptPartnerInvitation = z.output<typeof AcceptPartnerInvitationSchema>;
