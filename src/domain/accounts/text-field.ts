import { z } from 'zod';

/**
 * A text field that treats a missing value as empty, so "required" rules report the spec's own message
 * instead of zod's type error when a client leaves a key out. Surrounding spaces are trimmed.
 */
export function textField(maxLength: number) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(maxLength, `Must be at most ${maxLength} characters`));
}

/** Like textField, but kept exactly as typed: for passwords, where spaces count. */
export function secretField(maxLength: number) {
  return z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(z.string().max(maxLength, `Must be at most ${maxLength} characters`));
}
