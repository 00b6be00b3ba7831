import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funeralApplications, funeralLedgerEntries } from '../../db/schema';

export type LedgerEntryRow = typeof funeralLedgerEntries.$inferSelect;
export type NewLedgerEntry = typeof funeralLedgerEntries.$inferInsert;

/** An application's ledger in date order: the day money moved, then the order it was recorded in. */
export function listLedger(db: Db, applicationId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(funeralLedgerEntries)
    .where(eq(funeralLedgerEntries.applicationId, applicationId))
    .orderBy(
      asc(funeralLedgerEntries.paidOn),
      asc(funeralLedgerEntries.createdAt),
      asc(funeralLedgerEntries.id),
    );
}

/** Holds the application's row until the transaction ends, so two payments of one premium queue up. */
export async function lockApplication(tx: Db, applicationId: string) {
  const [row] = await tx
    .select()
    .from(funeralApplications)
    .where(eq(funeralApplications.id, applicationId))
    .for('update');
  return row;
}

/**
 * Inserts a ledger row unless its place is taken (that settlement of the premium, that refund, that reference);
 * undefined when it was.
 */
export async function insertPremiumUnlessPaid(tx: Db, entry: NewLedgerEntry) {
  const [row] = await tx.insert(funeralLedgerEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

export function findPremium(db: Db, applicationId: string, premiumIndex: number) {
  return db
    .select()
    .from(funeralLedgerEntries)
    .where(
      and(
        eq(funeralLedgerEntries.applicationId, applicationId),
        eq(funeralLedgerEntries.premiumIndex, premiumIndex),
      ),
    );
}

/** The ledgers of many applications at once, for the admin's lists (docs/decisions/065). */
export function listLedgersOf(db: Db, applicationIds: readonly string[]): Promise<LedgerEntryRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(funeralLedgerEntries)
    .where(inArray(funeralLedgerEntries.applicationId, [...applicationIds]))
    .orderBy(asc(funeralLedgerEntries.createdAt), asc(funeralLedgerEntries.id));
}
