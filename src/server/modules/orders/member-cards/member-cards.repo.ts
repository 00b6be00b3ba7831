import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberCards, orderBeneficiaries, orders } from '../../../db/schema';

export type MemberCardRow = typeof memberCards.$inferSelect;
export type NewMemberCard = typeof memberCards.$inferInsert;

/** Writes the cards not yet made; a person who already has one keeps it (two first views at once make one). */
export async function insertMissingCards(db: Db, cards: NewMemberCard[]): Promise<void> {
  if (cards.length === 0) return;
  await db.insert(memberCards).values(cards).onConflictDoNothing({ target: memberCards.beneficiaryId });
}

export function findOrderCards(db: Db, orderId: string): Promise<MemberCardRow[]> {
  return db.select().from(memberCards).where(eq(memberCards.orderId, orderId));
}

/** The card a token's hash names, with what its verification page shows of the order and the person. */
export async function findCardByTokenHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      card: memberCards,
      orderStatus: orders.status,
      planId: orders.planId,
      planName: orders.planName,
      coverageStartDate: orders.coverageStartDate,
      coverageEndDate: orders.coverageEndDate,
      firstName: orderBeneficiaries.firstName,
      lastName: orderBeneficiaries.lastName,
    })
    .from(memberCards)
    .innerJoin(orders, eq(orders.id, memberCards.orderId))
    .innerJoin(orderBeneficiaries, eq(orderBeneficiaries.id, memberCards.beneficiaryId))
    .where(eq(memberCards.tokenHash, hash));
  return row;
}

/** Marks the card revoked unless it already is; the row as written, or undefined when nothing changed. */
export async function markRevoked(
  db: Db,
  orderId: string,
  cardId: string,
  revoke: { by: string; reason: string; at: Date },
): Promise<MemberCardRow | undefined> {
  const [row] = await db
    .update(memberCards)
    .set({ revokedAt: revoke.at, revokedBy: revoke.by, revokedReason: revoke.reason })
    .where(and(eq(memberCards.id, cardId), eq(memberCards.orderId, orderId), isNull(memberCards.revokedAt)))
    .returning();
  return row;
}
