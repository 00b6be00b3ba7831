import { z } from 'zod';
import { isCountry } from './countries';
import { secretField, textField } from './text-field';

export const SIGN_UP_MESSAGES = {
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
  country: 'Please select your country',
  email: 'Please enter a valid email address',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const REQUIRED_FIELDS = ['firstName', 'lastName', 'country', 'email', 'password', 'confirmPassword'] as const;

/**
 * Sign-up rules in the spec's order: required fields, then matching passwords, then length.
 * Only the first failing rule is reported, as the spec's form shows one message at a time.
 */
export const SignUpSchema = z
  .object({
    firstName: textField(100),
    middleName: textField(100),
    lastName: textField(100),
    country: textField(100),
    email: textField(254).transform((email) => email.toLowerCase()),
    password: secretField(PASSWORD_MAX_LENGTH),
    confirmPassword: secretField(PASSWORD_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    const missing = REQUIRED_FIELDS.filter((field) => input[field] === '');
    if (missing.length > 0) {
      for (const field of missing)
        ctx.addIssue({ code: 'custom', path: [field], message: SIGN_UP_MESSAGES.required });
      return;
    }
    if (input.password !== input.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGN_UP_MESSAGES.mismatch });
      return;
    }
    if (input.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SIGN_UP_MESSAGES.tooShort });
      return;
    }
    if (!z.email().safeParse(input.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SIGN_UP_MESSAGES.email });
    }
    if (!isCountry(input.country)) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: SIGN_UP_MESSAGES.country });
    }
  });

/** What a form or client sends: every field as text (the middle name may be empty). */
export type SignUpInput = { [K in keyof SignUp]: string };
export type SignUp = z.output<typeof SignUpSchema>;

/** A new account: its user id (the session comes as a cookie). */
export const SignedUpSchema = z.object({ userId: z.string() });
