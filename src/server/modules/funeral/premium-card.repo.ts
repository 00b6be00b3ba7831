import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funeralPremiumCards, funeralPremiumCheckouts } from '../../db/schema';

export type PremiumCheckoutRow = typeof funeralPremiumCheckouts.$inferSelect;
export type NewPremiumCheckout = typeof funeralPremiumCheckouts.$inferInsert;
export type PremiumCardRow = typeof funeralPremiumCards.$inferSelect;
export type NewPremiumCard = typeof funeralPremiumCards.$inferInsert;

export async function insertPremiumCheckout(db: Db, values: NewPremiumCheckout): Promise<PremiumCheckoutRow> {
  const [row] = await db.insert(funeralPremiumCheckouts).values(values).returning();
  return row!;
}

export async function findPremiumCheckout(db: Db, id: string): Promise<PremiumCheckoutRow | undefined> {
  const [row] = await db.select().from(funeralPremiumCheckouts).where(eq(funeralPremiumCheckouts.id, id));
  return row;
}

/** Open → completed or cancelled, once: false when another request settled it first. */
export async function closePremiumCheckout(
  db: Db,
  id: string,
  status: 'completed' | 'cancelled',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(funeralPremiumCheckouts)
    .set({ status, completedAt: status === 'completed' ? at : null })
    .where(and(eq(funeralPremiumCheckouts.id, id), eq(funeralPremiumCheckouts.status, 'open')))
    .returning({ id: funeralPremiumCheckouts.id });
  return rows.length > 0;
}

export async function findPremiumCard(db: Db, applicationId: string): Promise<PremiumCardRow | undefined> {
  const [row] = await db
    .select()
    .from(funeralPremiumCards)
    .where(eq(funeralPremiumCards.applicationId, applicationId));
  return row;
}

/** The card that pays the application's premiums from now on: the latest one paid with replaces the one before. */
export async function savePremiumCard(db: Db, card: NewPremiumCard): Promise<void> {
  const { applicationId: _key, ...rest } = card;
  await db
    .insert(funeralPremiumCards)
    .values(card)
    .onConflictDoUpdate({ target: funeralPremiumCards.applicationId, set: rest });
}

/** Forgets the application's card: its premiums are not charged to it any more. The card removed, if any. */
export async function deletePremiumCard(db: Db, applicationId: string): Promise<PremiumCardRow | undefined> {
  const [row] = await db
    .delete(funeralPremiumCards)
    .where(eq(funeralPremiumCards.applicationId, applicationId))
    .returning();
  return row;
}
