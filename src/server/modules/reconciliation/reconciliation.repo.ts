import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpenItemKind } from '../../../domain/reconciliation/open-item';
import type { Db } from '../../db/client';
import { bankStatements, statementCredits } from '../../db/schema';

export type StatementRow = typeof bankStatements.$inferSelect;
export type NewStatement = typeof bankStatements.$inferInsert;
export type CreditRow = typeof statementCredits.$inferSelect;
export type NewCredit = typeof statementCredits.$inferInsert;

/** Rows per insert: well under PostgreSQL's 65,535 parameters at 12 columns a row. */
const CHUNK = 1_000;

/** The statement, unless a file with its digest was imported before: then undefined, and nothing written. */
export async function insertStatementUnlessImported(
  tx: Db,
  statement: NewStatement,
): Promise<StatementRow | undefined> {
  const [row] = await tx.insert(bankStatements).values(statement).onConflictDoNothing().returning();
  return row;
}

export async function findStatementByDigest(db: Db, fileDigest: string): Promise<StatementRow | undefined> {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.fileDigest, fileDigest));
  return row;
}

/** Inserts the credits whose fingerprint is new; returns how many were. */
export async function insertNewCredits(tx: Db, credits: NewCredit[]): Promise<number> {
  let inserted = 0;
  for (let at = 0; at < credits.length; at += CHUNK) {
    const rows = await tx
      .insert(statementCredits)
      .values(credits.slice(at, at + CHUNK))
      .onConflictDoNothing()
      .returning({ id: statementCredits.id });
    inserted += rows.length;
  }
  return inserted;
}

/** Every credit not yet decided, oldest booking first: what the console matches. */
export function listOpenCredits(db: Db): Promise<CreditRow[]> {
  return db
    .select()
    .from(statementCredits)
    .where(eq(statementCredits.state, 'open'))
    .orderBy(asc(statementCredits.bookingDate), asc(statementCredits.sourceLine), asc(statementCredits.id));
}

export function findCredits(db: Db, ids: string[]): Promise<CreditRow[]> {
  return db.select().from(statementCredits).where(inArray(statementCredits.id, ids));
}

/** The credit, its row locked until the transaction ends: two admins (or one double submit) decide it once. */
export async function lockCredit(tx: Db, id: string): Promise<CreditRow | undefined> {
  const [row] = await tx.select().from(statementCredits).where(eq(statementCredits.id, id)).for('update');
  return row;
}

export interface CreditPaid {
  itemKind: OpenItemKind;
  itemId: string;
  itemReference: string;
}

/** Records what an open credit paid, and who decided it when. */
export async function markConfirmed(tx: Db, id: string, paid: CreditPaid, decidedBy: string): Promise<void> {
  await tx
    .update(statementCredits)
    .set({ state: 'confirmed', ...paid, decidedBy, decidedAt: new Date() })
    .where(and(eq(statementCredits.id, id), eq(statementCredits.state, 'open')));
}

export async function markDismissed(tx: Db, id: string, reason: string, decidedBy: string): Promise<void> {
  await tx
    .update(statementCredits)
    .set({ state: 'dismissed', dismissReason: reason, decidedBy, decidedAt: new Date() })
    .where(and(eq(statementCredits.id, id), eq(statementCredits.state, 'open')));
}
