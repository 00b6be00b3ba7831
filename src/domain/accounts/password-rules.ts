import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './signup.schema';
import { secretField } from './text-field';

/**
 * The password rules beyond the spec's 6-character minimum (docs/decisions/012). The list of common passwords
 * itself is large and stays on the server; these rules take it as an argument.
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** How many of the most common passwords are refused, most common first. */
export const COMMON_PASSWORD_COUNT = 10_000;

export const PASSWORD_MESSAGES = {
  common: 'This password is too common. Please choose one that is harder to guess.',
  adminTooShort: `Admin passwords must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`,
  changeRequired: `Choose a new password of at least ${ADMIN_PASSWORD_MIN_LENGTH} characters to use the admin console`,
  /** The form's line above its fields when one is empty (the admin sign-in's wording); each field says its own. */
  required: 'Please fill in all fields',
  currentRequired: 'Enter your current password',
  newRequired: 'Enter a new password',
  confirmRequired: 'Enter the new password again',
  mismatch: 'Passwords do not match',
} as const;

/** The list holds lower-case entries; "PassWord" is as guessable as "password". */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  return common.has(password.toLowerCase());
}

/** An admin signing in with a password this short must choose a longer one before the console opens. */
export function isTooShortForAdmin(password: string): boolean {
  return password.length < ADMIN_PASSWORD_MIN_LENGTH;
}

/** Each field's own message when it is empty (decision 030: one specific message per field). */
const MISSING = {
  currentPassword: PASSWORD_MESSAGES.currentRequired,
  newPassword: PASSWORD_MESSAGES.newRequired,
  confirmPassword: PASSWORD_MESSAGES.confirmRequired,
} as const;

/** An admin replacing a password that is too short for the console (the common-list check runs on the server). */
export const AdminPasswordChangeSchema = z
  .object({
    currentPassword: secretField(PASSWORD_MAX_LENGTH),
    newPassword: secretField(PASSWORD_MAX_LENGTH),
    confirmPassword: secretField(PASSWORD_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    const missing = (Object.keys(MISSING) as Array<keyof typeof MISSING>).filter(
      (field) => input[field] === '',
    );
    for (const field of missing) {
      ctx.addIssue({ code: 'custom', path: [field], message: MISSING[field] });
    }
    if (missing.length > 0) return;
    if (isTooShortForAdmin(input.newPassword)) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.adminTooShort });
    } else if (input.newPassword !== input.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
    }
  });

export type AdminPasswordChange = z.output<typeof AdminPasswordChangeSchema>;

/** The new password is set; the admin's other sessions are signed out. */
export const AdminPasswordChangedSchema = z.object({ ok: z.literal(true) });
