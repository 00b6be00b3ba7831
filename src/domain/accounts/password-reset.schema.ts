import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES } from './signup.schema';
import { secretField, textField } from './text-field';

export const PASSWORD_RESET_MESSAGES = {
  email: 'Please enter a valid email address',
  sent: "If an account exists for that email, we've sent a link to reset your password. It is valid for 1 hour.",
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  done: 'Your password has been changed. Please sign in with your new password.',
} as const;

export const ForgotPasswordSchema = z.object({
  email: textField(254)
    .transform((email) => email.toLowerCase())
    .pipe(z.email(PASSWORD_RESET_MESSAGES.email)),
});

/** A new password follows the sign-up rules, in the same order: both fields, then matching, then length. */
export const NewPasswordSchema = z
  .object({
    password: secretField(PASSWORD_MAX_LENGTH),
    confirmPassword: secretField(PASSWORD_MAX_LENGTH),
  })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (!password || !confirmPassword) {
      for (const [field, value] of Object.entries({ password, confirmPassword })) {
        if (!value) ctx.addIssue({ code: 'custom', path: [field], message: SIGN_UP_MESSAGES.required });
      }
      return;
    }
    if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGN_UP_MESSAGES.mismatch });
    } else if (password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SIGN_UP_MESSAGES.tooShort });
    }
  });
export type NewPasswordInput = { password: string; confirmPassword: string };
