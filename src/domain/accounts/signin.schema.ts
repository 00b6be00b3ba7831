import { z } from 'zod';
import { secretField, textField } from './text-field';

export const SIGN_IN_MESSAGES = {
  required: 'Please fill in all required fields',
  adminRequired: 'Please fill in all fields',
  accessDenied: 'Access denied: Admin privileges required',
  /** better-auth's own message for the same mistake, so both sign-ins say it alike. */
  email: 'Invalid email',
} as const;

function credentials(requiredMessage: string) {
  return z
    .object({
      email: textField(254).transform((email) => email.toLowerCase()),
      password: secretField(128),
    })
    .superRefine((input, ctx) => {
      for (const field of ['email', 'password'] as const) {
        if (input[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: requiredMessage });
      }
      if (input.email !== '' && !z.email().safeParse(input.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: SIGN_IN_MESSAGES.email });
      }
    });
}

export const SignInSchema = credentials(SIGN_IN_MESSAGES.required);
export const AdminSignInSchema = credentials(SIGN_IN_MESSAGES.adminRequired);
export type SignIn = z.output<typeof SignInSchema>;

/**
 * What an admin does after the password: enter the code of their authenticator app ('verify'), choose a password
 * long enough for an admin ('change-password'), set two-factor up ('setup'; signed in but kept out of the console
 * until then), or nothing ('done').
 */
export const ADMIN_SIGN_IN_STEPS = ['verify', 'change-password', 'setup', 'done'] as const;
export type AdminSignInStep = (typeof ADMIN_SIGN_IN_STEPS)[number];
export const AdminSignInResultSchema = z.object({ next: z.enum(ADMIN_SIGN_IN_STEPS) });
