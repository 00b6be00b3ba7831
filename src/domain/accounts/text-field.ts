import { z } from 'zod';

/**
 * A text field that treats a missing value as empty, so "required" rules report the spec's own message
 * instead of zod's type error when a client leaves a key out.
 */
export function textField(maxLength: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(maxLength, `Must be at most ${maxLength} characters`),
  );
}
