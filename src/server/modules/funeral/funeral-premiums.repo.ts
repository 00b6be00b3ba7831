import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funeralApplications, funeralLedgerEntries } from '../../db/schema';

export type LedgerEntryRow = typeof funeralLedgerEntries.$inferSelect;
export type NewLedgerEntry = typeof funeralLedgerEntries.$inferInsert;

/**
 * Ledger rows in date order: the day money moved, then the order they were recorded in, then (for rows recorded in
 * the same instant, as under a stopped clock) the order they can only have happened in: a premium's settlements one
 * after the other, each refund after the payment it returns.
 */
const LEDGER_ORDER = [
  asc(funeralLedgerEntries.paidOn),
  asc(funeralLedgerEntries.createdAt),
  asc(funeralLedgerEntries.premiumIndex),
  asc(funeralLedgerEntries.settlement),
  asc(sql`${funeralLedgerEntries.kind} = 'refund'`),
  asc(funeralLedgerEntries.id),
];

/** An application's ledger, in LEDGER_ORDER. */
export function listLedger(db: Db, applicationId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(funeralLedgerEntries)
    .where(eq(funeralLedgerEntries.applicationId, applicationId))
    .orderBy(...LEDGER_ORDER);
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
    .orderBy(...LEDGER_ORDER);
}
