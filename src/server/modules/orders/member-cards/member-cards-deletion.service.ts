import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberCards, orders } from '../../../db/schema';

/**
 * A leaving account's cards stay (their numbers are on paper and a revoked one must still check as revoked), but an
 * admin's reason for revoking one is free text that may name the customer ("Lost by <name> …"): it goes.
 */
export async function removeMemberCardsPersonalData(tx: Db, userId: string): Promise<void> {
  const own = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await tx.update(memberCards).set({ revokedReason: null }).where(inArray(memberCards.orderId, own));
}
