import { eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits, verification } from '../../db/schema';
import { emailKeySuffix } from '../../http/rate-limit.middleware';

/*
 * What an account leaves in tables no module owns (DECISIONS 8): better-auth's pending tokens and the HTTP layer's
 * rate-limit counters. The rows that outlive the account (orders, applications, audit notes) are scrubbed by the
 * modules that own them, through their services.
 */

/**
 * better-auth's pending tokens for the user (password reset, two-factor challenge, trusted device) hold its id
 * as their value; a challenge's attempt counter is keyed by the challenge's identifier.
 */
export async function deleteVerifications(tx: Db, userId: string): Promise<void> {
  const deleted = await tx
    .delete(verification)
    .where(eq(verification.value, userId))
    .returning({ identifier: verification.identifier });
  const counters = deleted.map(({ identifier }) => `2fa-attempts-${identifier}`);
  if (counters.length > 0) await tx.delete(verification).where(inArray(verification.identifier, counters));
}

/** The sign-in, sign-up, reset and request counters of these emails, in every scope. */
export async function deleteRateLimitCounters(tx: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  // The suffix is hex after a fixed text, so it holds no LIKE wildcard.
  const matches = emails.map((email) => like(rateLimits.key, `%${emailKeySuffix(email)}`));
  await tx.delete(rateLimits).where(or(...matches));
}
