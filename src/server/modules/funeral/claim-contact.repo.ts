import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { referenceSpellings } from '../../../domain/reference-alphabet';
import type { Db } from '../../db/client';
import { funeralApplications } from '../../db/schema';
import type { FuneralApplicationRow } from './funeral.repo';

/** An approved application with a claim contact and an owner's details still held, by its reference as typed. */
export async function findContactableApplication(
  db: Db,
  reference: string,
): Promise<FuneralApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(funeralApplications)
    .where(
      and(
        inArray(funeralApplications.reference, referenceSpellings(reference)),
        eq(funeralApplications.status, 'approved'),
        isNotNull(funeralApplications.claimContactWho),
        isNotNull(funeralApplications.userId),
      ),
    );
  return row && !row.personalDataRemovedAt ? row : undefined;
}

/** A new code replaces the one before it, with its tries counted from none. */
export async function saveContactCode(tx: Db, id: string, codeHash: string, expiresAt: Date) {
  await tx
    .update(funeralApplications)
    .set({ claimCodeHash: codeHash, claimCodeExpiresAt: expiresAt, claimCodeAttempts: 0 })
    .where(eq(funeralApplications.id, id));
}

/** Counts a try before it is checked, so parallel guesses each use one of the code's tries. */
export async function takeContactCodeTry(db: Db, id: string) {
  const [row] = await db
    .update(funeralApplications)
    .set({ claimCodeAttempts: sql`${funeralApplications.claimCodeAttempts} + 1` })
    .where(eq(funeralApplications.id, id))
    .returning({
      attempts: funeralApplications.claimCodeAttempts,
      codeHash: funeralApplications.claimCodeHash,
      expiresAt: funeralApplications.claimCodeExpiresAt,
    });
  return row;
}

/** A code works once. */
export async function spendContactCode(tx: Db, id: string): Promise<void> {
  await tx.update(funeralApplications).set({ claimCodeHash: null }).where(eq(funeralApplications.id, id));
}
