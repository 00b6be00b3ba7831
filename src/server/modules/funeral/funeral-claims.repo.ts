import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClaimStatus } from '../../../domain/funeral/funeral-claim-rules';
import type { AdminClaimsQuery } from '../../../domain/funeral/funeral-claim-admin';
import type { Db } from '../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../db/keyset-cursor';
import {
  funeralApplications,
  funeralClaimDocuments,
  funeralClaimLinks,
  funeralClaims,
  user,
} from '../../db/schema';

export type FuneralClaimRow = typeof funeralClaims.$inferSelect;
export type NewFuneralClaim = typeof funeralClaims.$inferInsert;
export type ClaimLinkRow = typeof funeralClaimLinks.$inferSelect;

/**
 * Inserts the claim and its document unless a unique index already holds its idempotency key, an open claim for
 * the same person, or its reference: then nothing is written and nothing raised (as applications do).
 */
export async function insertClaimUnlessTaken(
  tx: Db,
  values: NewFuneralClaim,
  document: { contentType: string; data: Uint8Array },
): Promise<FuneralClaimRow | undefined> {
  const [row] = await tx.insert(funeralClaims).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await tx.insert(funeralClaimDocuments).values({
    claimId: row.id,
    contentType: document.contentType,
    size: document.data.byteLength,
    data: document.data,
  });
  return row;
}

export async function findClaimByKey(db: Db, applicationId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(funeralClaims)
    .where(
      and(eq(funeralClaims.applicationId, applicationId), eq(funeralClaims.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export async function findOpenClaimFor(db: Db, applicationId: string, personKey: string) {
  const [row] = await db
    .select({ id: funeralClaims.id })
    .from(funeralClaims)
    .where(
      and(
        eq(funeralClaims.applicationId, applicationId),
        eq(funeralClaims.personKey, personKey),
        sql`${funeralClaims.status} <> 'rejected'`,
      ),
    );
  return row;
}

export async function listClaimsOfApplication(db: Db, applicationId: string): Promise<FuneralClaimRow[]> {
  return db
    .select()
    .from(funeralClaims)
    .where(eq(funeralClaims.applicationId, applicationId))
    .orderBy(desc(funeralClaims.createdAt), desc(funeralClaims.id));
}

/** The claims on every application one user holds, newest first, with the application's reference. */
export async function listClaimsOfUser(db: Db, userId: string, limit: number) {
  return db
    .select({ claim: funeralClaims, applicationReference: funeralApplications.reference })
    .from(funeralClaims)
    .innerJoin(funeralApplications, eq(funeralApplications.id, funeralClaims.applicationId))
    .where(eq(funeralApplications.userId, userId))
    .orderBy(desc(funeralClaims.createdAt), desc(funeralClaims.id))
    .limit(limit);
}

/** A claim with the application it is made on (and its holder's email), for the console and the document. */
export async function findClaimWithApplication(db: Db, id: string) {
  const [row] = await db
    .select({ claim: funeralClaims, application: funeralApplications, holderEmail: user.email })
    .from(funeralClaims)
    .innerJoin(funeralApplications, eq(funeralApplications.id, funeralClaims.applicationId))
    .leftJoin(user, eq(user.id, funeralApplications.userId))
    .where(eq(funeralClaims.id, id));
  return row;
}

export async function findClaimDocument(db: Db, claimId: string) {
  const [row] = await db
    .select()
    .from(funeralClaimDocuments)
    .where(eq(funeralClaimDocuments.claimId, claimId));
  return row;
}

/** One page of the queue, newest first (keyset on created_at, id). */
export async function listClaims(
  db: Db,
  query: AdminClaimsQuery,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const conditions = [
    query.status ? eq(funeralClaims.status, query.status) : undefined,
    after ? olderThan(funeralClaims.createdAt, funeralClaims.id, after) : undefined,
  ];
  return db
    .select({
      claim: funeralClaims,
      applicationReference: funeralApplications.reference,
      cursorAt: cursorTime(funeralClaims.createdAt),
    })
    .from(funeralClaims)
    .innerJoin(funeralApplications, eq(funeralApplications.id, funeralClaims.applicationId))
    .where(and(...conditions))
    .orderBy(desc(funeralClaims.createdAt), desc(funeralClaims.id))
    .limit(limit);
}

/** Moves a claim only if it still has the status it was read with: a race with another admin changes nothing. */
export async function setClaimStatusIfStill(
  tx: Db,
  id: string,
  from: ClaimStatus,
  to: ClaimStatus,
  rejectionReason: string | null,
): Promise<FuneralClaimRow | undefined> {
  const [row] = await tx
    .update(funeralClaims)
    .set({ status: to, rejectionReason })
    .where(and(eq(funeralClaims.id, id), eq(funeralClaims.status, from)))
    .returning();
  return row;
}

/** An account's deletion: the claims on its applications keep status, dates, cause and amounts; people go. */
export async function scrubClaimsOfUser(tx: Db, userId: string, at: Date): Promise<void> {
  const applications = tx
    .select({ id: funeralApplications.id })
    .from(funeralApplications)
    .where(eq(funeralApplications.userId, userId));
  const claims = tx
    .select({ id: funeralClaims.id })
    .from(funeralClaims)
    .where(inArray(funeralClaims.applicationId, applications));
  await tx.delete(funeralClaimDocuments).where(inArray(funeralClaimDocuments.claimId, claims));
  await tx
    .update(funeralClaims)
    .set({
      personFirstName: null,
      personLastName: null,
      bankName: null,
      accountNumber: null,
      accountName: null,
      beneficiaryEmail: null,
      rejectionReason: null,
      personalDataRemovedAt: at,
    })
    .where(inArray(funeralClaims.applicationId, applications));
  await tx.delete(funeralClaimLinks).where(eq(funeralClaimLinks.userId, userId));
}

/** A new link for an application; the links sent before it stop working. */
export async function replaceClaimLink(
  tx: Db,
  values: typeof funeralClaimLinks.$inferInsert,
  at: Date,
): Promise<void> {
  await tx
    .update(funeralClaimLinks)
    .set({ revokedAt: at })
    .where(
      and(eq(funeralClaimLinks.applicationId, values.applicationId), isNull(funeralClaimLinks.revokedAt)),
    );
  await tx.insert(funeralClaimLinks).values(values);
}

/** A link by its token's hash, with the claims made through it (whose status decides how long it lasts). */
export async function findClaimLinkByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<
  { link: ClaimLinkRow; claimsThrough: Pick<FuneralClaimRow, 'status' | 'updatedAt'>[] } | undefined
> {
  const [link] = await db.select().from(funeralClaimLinks).where(eq(funeralClaimLinks.tokenHash, tokenHash));
  if (!link) return undefined;
  const claimsThrough = await db
    .select({ status: funeralClaims.status, updatedAt: funeralClaims.updatedAt })
    .from(funeralClaims)
    .where(eq(funeralClaims.claimLinkId, link.id));
  return { link, claimsThrough };
}
