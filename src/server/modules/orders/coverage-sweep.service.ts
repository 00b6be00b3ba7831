import { calendarDateOf, formatCalendarDate } from '../../../domain/calendar-date';
import {
  REMINDER_DAYS,
  reminderWindow,
  renewalReminder,
  type ReminderKind,
} from '../../../domain/orders/coverage-reminders';
import { orderDetailPath } from '../../../domain/orders/order-pages';
import type { Db } from '../../db/client';
import { announce, type MessagesOut } from '../notifications';
import {
  findEndedActiveOrders,
  findOrdersToRemind,
  recordReminder,
  SWEEP_BATCH,
  type SweptOrder,
} from './coverage-sweep.repo';
import { changeOrderStatus, SYSTEM_ACTOR } from './order-status.service';

export interface SweepDeps extends MessagesOut {
  db: Db;
}

export interface SweepResult {
  expired: number;
  reminded: Record<ReminderKind, number>;
}

/**
 * The daily work on cover (docs/decisions/037), for the day `now` falls on (UTC): active orders whose last day has
 * passed become expired, and paid or active orders nearing their last day get the renewal reminder due. Each
 * order is one transaction: its status or reminder row, its notification and its queued mail together. Running
 * it twice, or on two instances at once, changes nothing more: the status moves by compare-and-set and each
 * reminder is a row that can be written once.
 */
export async function sweepCoverage(deps: SweepDeps, now: Date): Promise<SweepResult> {
  const today = calendarDateOf(now);
  const result: SweepResult = { expired: 0, reminded: { 30: 0, 7: 0 } };
  result.expired = await eachBatch(
    () => findEndedActiveOrders(deps.db, today),
    (order) => expire(deps, order, now),
  );
  for (const kind of REMINDER_DAYS) {
    const window = reminderWindow(kind, today);
    result.reminded[kind] = await eachBatch(
      () => findOrdersToRemind(deps.db, kind, window),
      (order) => remind(deps, order, kind, now),
    );
  }
  return result;
}

/**
 * Handles batches until one comes back short; counts the orders handled. Each handled order leaves the query's
 * rows (expired, or reminded), so the next batch holds new ones; one another instance handled first is skipped.
 */
async function eachBatch(
  next: () => Promise<SweptOrder[]>,
  handle: (order: SweptOrder) => Promise<boolean>,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await next();
    for (const order of batch) if (await handle(order)) handled++;
    if (batch.length < SWEEP_BATCH) return handled;
  }
}

async function expire(deps: SweepDeps, order: SweptOrder, now: Date): Promise<boolean> {
  const changed = await deps.db.transaction((tx) =>
    changeOrderStatus(
      tx,
      {
        orderId: order.id,
        from: 'active',
        to: 'expired',
        changedBy: SYSTEM_ACTOR,
        note: `Cover ended on ${formatCalendarDate(order.coverageEndDate)}`,
        at: now,
      },
      deps,
    ),
  );
  return changed !== undefined;
}

async function remind(deps: SweepDeps, order: SweptOrder, kind: ReminderKind, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await recordReminder(tx, order.id, kind, now))) return false;
    const text = renewalReminder({ ...order, end: order.coverageEndDate }, calendarDateOf(now));
    if (order.userId) await announce(tx, order.userId, { ...text, link: orderDetailPath(order.id) }, deps);
    return true;
  });
}
