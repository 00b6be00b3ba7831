import { z } from 'zod';
import { secretField, textField } from './text-field';

export const SIGN_IN_MESSAGES = {
  required: 'Please fill in all required fields',
  adminRequired: 'Please fill in all fields',
  accessDenied: 'Access denied: Admin privileges required',
  /** better-auth's own message for the same mistake, so both sign-ins say it alike. */
  email: 'Invalid email',
} as const;

/**
 * Each field's own message when it is empty; the spec's line for the form ('Please fill in all required fields',
 * the admin's 'Please fill in all fields') heads the error summary.
 */
export const SIGN_IN_MISSING = {
  email: 'Enter your email address',
  password: 'Enter your password',
} as const;

export function isMissingCredential(message: string): boolean {
  return (Object.values(SIGN_IN_MISSING) as string[]).includes(message);
}

function credentials() {
  return z
    .object({
      email: textField(254).transform((email) => email.toLowerCase()),
      password: secretField(128),
    })
    .superRefine((input, ctx) => {
      for (const field of ['email', 'password'] as const) {
        if (input[field] === '')
          ctx.addIssue({ code: 'custom', path: [field], message: SIGN_IN_MISSING[field] });
      }
      if (input.email !== '' && !z.email().safeParse(input.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: SIGN_IN_MESSAGES.email });
      }
    });
}

export const SignInSchema = credentials();
/** The same rules; the admin screen's summary carries its own line (SIGN_IN_MESSAGES.adminRequired). */
export const AdminSignInSchema = SignInSchema;
export type SignIn = z.output<typeof SignInSchema>;

/**
 * What an admin does after the password: enter the code of their authenticator app ('verify'), choose a password
 * long enough for an admin ('change-password'), set two-factor up ('setup'; signed in but kept out of the console
 * until then), or nothing ('done').
 */
export const ADMIN_SIGN_IN_STEPS = ['verify', 'change-password', 'setup', 'done'] as const;
export type AdminSignInStep = (typeof ADMIN_SIGN_IN_STEPS)[number];
export const AdminSignInResultSchema = z.object({ next: z.enum(ADMIN_SIGN_IN_STEPS) });
