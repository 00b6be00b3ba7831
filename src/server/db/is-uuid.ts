import { z } from 'zod';

const UuidSchema = z.uuid();

/**
 * Whether an id from a URL or body can be looked up in a uuid column: PostgreSQL rejects malformed text with an
 * error, and callers should answer "not found" instead.
 */
export function isUuid(value: string): boolean {
  return UuidSchema.safeParse(value).success;
}
