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

/**
 * Each required field's own message when it is empty, shown beside it; the spec's one line for all of them
 * (SIGN_UP_MESSAGES.required) heads the form's error summary.
 */
export const SIGN_UP_MISSING = {
  firstName: 'Enter your first name',
  lastName: 'Enter your surname',
  country: SIGN_UP_MESSAGES.country,
  email: 'Enter your email address',
  password: 'Enter a password',
  confirmPassword: 'Enter your password again',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const REQUIRED_FIELDS = ['firstName', 'lastName', 'country', 'email', 'password', 'confirmPassword'] as const;

/**
 * Sign-up rules: every field reports its own problem at once (issue 13 point 7: one error at a time made people
 * submit again and again). Per field the spec's order holds: an empty field says so first, then the passwords'
 * match, then their length, then the email's and country's form.
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
    const report = (field: keyof typeof input, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    for (const field of REQUIRED_FIELDS) if (input[field] === '') report(field, SIGN_UP_MISSING[field]);
    const { password, confirmPassword } = input;
    if (password !== '' && confirmPassword !== '' && password !== confirmPassword)
      report('confirmPassword', SIGN_UP_MESSAGES.mismatch);
    if (password !== '' && password.length < PASSWORD_MIN_LENGTH)
      report('password', SIGN_UP_MESSAGES.tooShort);
    if (input.email !== '' && !z.email().safeParse(input.email).success)
      report('email', SIGN_UP_MESSAGES.email);
    if (input.country !== '' && !isCountry(input.country)) report('country', SIGN_UP_MESSAGES.country);
  });

/** Whether a message says a required field is empty: the summary then carries the spec's line. */
export function isMissingFieldMessage(message: string): boolean {
  return (Object.values(SIGN_UP_MISSING) as string[]).includes(message);
}

/** What a form or client sends: every field as text (the middle name may be empty). */
export type SignUpInput = { [K in keyof SignUp]: string };
export type SignUp = z.output<typeof SignUpSchema>;

/** A new account: its user id (the session comes as a cookie). */
export const SignedUpSchema = z.object({ userId: z.string() });
