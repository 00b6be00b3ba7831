import { z } from 'zod';
import { optionalQueryText } from './accounts/text-field';

export const pageSizeMessage = (max: number) => `Ask for 1 to ${max} items a page`;

/**
 * A list's `limit` query value: absent means `defaultSize`; otherwise a whole number from 1 to `max`. Anything
 * else (negative, zero, huge, not a number) is the caller's mistake, answered on the field, not guessed at.
 */
export function pageSizeQuery(defaultSize: number, max: number) {
  const message = pageSizeMessage(max);
  return optionalQueryText
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}$/, message)
        .transform(Number)
        .pipe(z.number().int().min(1, message).max(max, message))
        .optional(),
    )
    .transform((value) => value ?? defaultSize);
}
