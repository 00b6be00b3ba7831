import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  funeralApplications,
  orders,
  propertyApplications,
  rateLimits,
  verification,
} from '../../db/schema';
import { emailKeySuffix } from '../../http/rate-limit.middleware';

/*
 * What an account leaves on rows that outlive it (DECISIONS 8). Orders and applications stay for the books,
 * with their amounts and status; the people's details on them go.
 */

export async function scrubFuneralApplications(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .update(funeralApplications)
    .set({
      principalFirstName: null,
      principalLastName: null,
      principalDateOfBirth: null,
      principalEmail: null,
      principalPhoneNumber: null,
      principalAddress: null,
      coveredPeople: [],
      beneficiaryFirstName: null,
      beneficiaryLastName: null,
      beneficiaryRelationship: null,
      beneficiaryPhoneNumber: null,
      personalDataRemovedAt: at,
    })
    .where(eq(funeralApplications.userId, userId));
}

export async function scrubPropertyApplications(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .update(propertyApplications)
    .set({ message: null, personalDataRemovedAt: at })
    .where(eq(propertyApplications.userId, userId));
}

/**
 * The orders and applications consoles keep an admin's optional note in the audit entry of a status change;
 * like the notes in the orders' history, it is free text that may name the customer. The entries stay (who
 * changed what, when, from and to which status); the notes go. Run before the rows lose their owner.
 */
export async function scrubAuditNotes(tx: Db, userId: string): Promise<void> {
  const idsOf = (table: typeof orders | typeof funeralApplications | typeof propertyApplications) =>
    tx
      .select({ id: sql<string>`${table.id}::text` })
      .from(table)
      .where(eq(table.userId, userId));
  await tx
    .update(auditLog)
    .set({ before: sql`${auditLog.before} - 'note'`, after: sql`${auditLog.after} - 'note'` })
    .where(
      or(
        and(eq(auditLog.entityType, 'order'), inArray(auditLog.entityId, idsOf(orders))),
        and(
          eq(auditLog.entityType, 'funeral_application'),
          inArray(auditLog.entityId, idsOf(funeralApplications)),
        ),
        and(
          eq(auditLog.entityType, 'property_application'),
          inArray(auditLog.entityId, idsOf(propertyApplications)),
        ),
      ),
    );
}

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
