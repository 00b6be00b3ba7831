import { and, eq, gte, isNotNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { ReminderKind } from '../../../domain/orders/coverage-reminders';
import type { Db } from '../../db/client';
import { coverageReminders, orders } from '../../db/schema';
import { liveRenewalOf } from './orders.repo';

/** How many orders one sweep step reads; the sweep repeats the step until none is left. */
export const SWEEP_BATCH = 200;

export interface SweptOrder {
  id: string;
  userId: string | null;
  planName: string;
  confirmationNumber: string;
  coverageStartDate: string;
  coverageEndDate: string;
}

const sweptColumns = {
  id: orders.id,
  userId: orders.userId,
  planName: orders.planName,
  confirmationNumber: orders.confirmationNumber,
  coverageStartDate: orders.coverageStartDate,
  coverageEndDate: orders.coverageEndDate,
};

/** Active orders whose last day of cover is before `today`: read by orders_status_coverage_end_date_idx. */
export function findEndedActiveOrders(db: Db, today: string): Promise<SweptOrder[]> {
  return db
    .select(sweptColumns)
    .from(orders)
    .where(and(eq(orders.status, 'active'), lt(orders.coverageEndDate, today)))
    .orderBy(orders.coverageEndDate, orders.id)
    .limit(SWEEP_BATCH);
}

/**
 * Active orders of an existing account whose last day falls in [from, to], not yet sent the reminder
 * `kind` and not renewed by an order that is not cancelled (docs/decisions/039): read by
 * orders_status_coverage_end_date_idx, the reminder by its primary key and the renewal by
 * orders_renews_order_id_idx.
 */
export function findOrdersToRemind(
  db: Db,
  kind: ReminderKind,
  window: { from: string; to: string },
): Promise<SweptOrder[]> {
  return db
    .select(sweptColumns)
    .from(orders)
    .where(
      and(
        // Only what 'Renew' accepts (checkRenewal): a reminder always leads to a renewal the server allows.
        eq(orders.status, 'active'),
        gte(orders.coverageEndDate, window.from),
        lte(orders.coverageEndDate, window.to),
        isNotNull(orders.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(coverageReminders)
            .where(and(eq(coverageReminders.orderId, orders.id), eq(coverageReminders.kind, kind))),
        ),
        notExists(liveRenewalOf(db)),
      ),
    )
    .orderBy(orders.coverageEndDate, orders.id)
    .limit(SWEEP_BATCH);
}

/**
 * Records that the reminder `kind` went to the order, unless it already had: true when this call recorded it.
 * In the reminder's transaction, so of two sweeps at once exactly one sends it.
 */
export async function recordReminder(
  tx: Db,
  orderId: string,
  kind: ReminderKind,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(coverageReminders)
    .values({ orderId, kind, sentAt: at })
    .onConflictDoNothing()
    .returning({ orderId: coverageReminders.orderId });
  return rows.length === 1;
}
