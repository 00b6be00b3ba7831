import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentCheckouts, paymentEvents } from '../../db/schema';
import type { OrderCharge } from './card-charge';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;

/** A checkout for `orderId` that is to take exactly `charge` (cardChargeFor). */
export async function insertCheckout(
  db: Db,
  checkout: { orderId: string; provider: string; charge: OrderCharge },
): Promise<CheckoutRow> {
  const { orderId, provider, charge } = checkout;
  const [row] = await db
    .insert(paymentCheckouts)
    .values({ orderId, provider, chargeAmount: charge.amount, chargeCurrency: charge.currency })
    .returning();
  if (!row) throw new Error('insert returned no checkout');
  return row;
}

/** The checkout with the order it is for, as the checkout page shows it. */
export async function findCheckoutWithOrder(db: Db, id: string) {
  const [row] = await db
    .select({
      checkout: paymentCheckouts,
      order: {
        planName: orders.planName,
        confirmationNumber: orders.confirmationNumber,
        totalUsd: orders.totalUsd,
        totalNgn: orders.totalNgn,
        quoteCurrency: orders.quoteCurrency,
        quoteNgnPerUnit: orders.quoteNgnPerUnit,
        quoteTotal: orders.quoteTotal,
        quoteExpiresAt: orders.quoteExpiresAt,
      },
    })
    .from(paymentCheckouts)
    .innerJoin(orders, eq(orders.id, paymentCheckouts.orderId))
    .where(eq(paymentCheckouts.id, id));
  return row;
}

/**
 * Marks the provider's checkout completed, once: a repeated confirmation finds it completed and gets nothing
 * back. A cancelled checkout may still complete, since the provider only confirms money it has taken.
 */
export async function completeCheckout(
  db: Db,
  id: string,
  provider: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(paymentCheckouts)
    .set({ status: 'completed', completedAt: sql`now()` })
    .where(
      and(
        eq(paymentCheckouts.id, id),
        eq(paymentCheckouts.provider, provider),
        ne(paymentCheckouts.status, 'completed'),
      ),
    )
    .returning();
  return row;
}

/** Cancels an open checkout; a completed one stays completed. */
export async function cancelCheckout(db: Db, id: string): Promise<void> {
  await db
    .update(paymentCheckouts)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentCheckouts.id, id), eq(paymentCheckouts.status, 'open')));
}

/**
 * Records that the provider's event `eventId` has been received, once: false when it already was. Called inside
 * the transaction that applies the event, so the event is recorded exactly when its effects are; a concurrent
 * duplicate waits on the primary key and then finds it taken.
 */
export async function recordPaymentEvent(
  db: Db,
  event: { provider: string; eventId: string; checkoutId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
