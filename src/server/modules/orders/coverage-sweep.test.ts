import { and, asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addDays } from '../../../domain/calendar-date';
import { coverageEnd } from '../../../domain/orders/coverage';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { messagesOut } from '../../../testing/messages-out';
import { it } from '../../../testing/api-test';
import { placeOrderAs } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { coverageReminders, notifications, orders, orderStatusChanges } from '../../db/schema';
import { sweepCoverage } from './coverage-sweep.service';

const START = '2027-01-10';
const END = coverageEnd(START); // 2028-01-09
/** Noon UTC on a calendar day: the sweep's controlled clock. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);

/** A customer's order with its cover set to START..END and its status set directly. */
async function coveredOrder(testApp: TestApp, status: OrderStatus = 'active') {
  const customer = await signedUpClient(testApp);
  const order = await placeOrderAs(customer.client);
  await testApp.runtime.database.db
    .update(orders)
    .set({ status, coverageStartDate: START, coverageEndDate: END })
    .where(eq(orders.id, order.id));
  return { ...customer, order };
}

function sweep(testApp: TestApp, day: string) {
  return sweepCoverage({ db: testApp.runtime.database.db, ...messagesOut(testApp) }, at(day));
}

async function noticesTitled(testApp: TestApp, userId: string, title: string) {
  const rows = await testApp.runtime.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)))
    // Without an order PostgreSQL may answer rows in any order (PGlite happened to keep insertion order).
    .orderBy(asc(notifications.createdAt));
  return rows;
}

async function mailsTo(testApp: TestApp, email: string, subject: string) {
  return (await readOutbox(testApp)).filter((mail) => mail.to === email && mail.subject?.startsWith(subject));
}

describe('the coverage sweep: renewal reminders', () => {
  it('sends the 30-day reminder once, then the 7-day one once, even when run twice', async ({ testApp }) => {
    const { order, userId, signUp } = await coveredOrder(testApp);
    expect((await sweep(testApp, addDays(END, -31))).reminded).toEqual({ 30: 0, 7: 0 });

    expect((await sweep(testApp, addDays(END, -30))).reminded).toEqual({ 30: 1, 7: 0 });
    expect((await sweep(testApp, addDays(END, -30))).reminded).toEqual({ 30: 0, 7: 0 });
    expect((await sweep(testApp, addDays(END, -20))).reminded).toEqual({ 30: 0, 7: 0 });
    const first = await noticesTitled(testApp, userId, 'Your cover ends soon');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      body: `Your ${order.planName} order ${order.confirmationNumber} covers until 9 January 2028, in 30 days. Renew it from the order page so the cover runs on without a gap.`,
      link: `/profile/orders/${order.id}`,
    });

    expect((await sweep(testApp, addDays(END, -7))).reminded).toEqual({ 30: 0, 7: 1 });
    await sweep(testApp, addDays(END, -7));
    await sweep(testApp, addDays(END, -1));
    const notices = await noticesTitled(testApp, userId, 'Your cover ends soon');
    expect(notices.map((notice) => notice.body.match(/, (in \d+ days)\./)?.[1])).toEqual([
      'in 30 days',
      'in 7 days',
    ]);
    const mails = await mailsTo(testApp, signUp.email, 'Your cover ends soon');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.decoded).toContain(`${TEST_ORIGIN}/profile/orders/${order.id}`);
  });

  it('sends each once across a restart: what stops a second one is a row, not memory', async ({
    testApp,
    db,
  }) => {
    const { order } = await coveredOrder(testApp);
    await sweep(testApp, addDays(END, -30));
    // A new process has nothing in memory; what stops a second reminder is the row.
    expect(await db.$count(coverageReminders, eq(coverageReminders.orderId, order.id))).toBe(1);
    expect((await sweep(testApp, addDays(END, -29))).reminded).toEqual({ 30: 0, 7: 0 });
  });

  it('skips pending, paid, cancelled and renewed orders', async ({ testApp, db }) => {
    // A paid order not yet made active cannot be renewed (decision 039), so it is not asked to be.
    for (const status of ['pending', 'paid', 'cancelled'] as const) await coveredOrder(testApp, status);
    const { order, client } = await coveredOrder(testApp);
    const renewal = await placeOrderAs(client);
    await db.update(orders).set({ renewsOrderId: order.id }).where(eq(orders.id, renewal.id));
    expect((await sweep(testApp, addDays(END, -30))).reminded).toEqual({ 30: 0, 7: 0 });
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, renewal.id));
    expect((await sweep(testApp, addDays(END, -30))).reminded).toEqual({ 30: 1, 7: 0 });
  });
});

describe('the coverage sweep: expiry', () => {
  it('expires an active order the day after its last day, not before, and tells the customer', async ({
    testApp,
    db,
  }) => {
    const { order, userId, signUp } = await coveredOrder(testApp);
    expect((await sweep(testApp, END)).expired).toBe(0);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('active');

    expect((await sweep(testApp, addDays(END, 1))).expired).toBe(1);
    expect((await sweep(testApp, addDays(END, 1))).expired).toBe(0);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('expired');
    const history = await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'active',
      toStatus: 'expired',
      changedBy: 'system',
      note: 'Cover ended on 9 January 2028',
    });
    const notices = await noticesTitled(testApp, userId, 'Cover ended');
    expect(notices.map((notice) => notice.body)).toEqual([
      `Your ${order.planName} order ${order.confirmationNumber} has ended. Your cover ran from 10 January 2027 to 9 January 2028.`,
    ]);
    expect(await mailsTo(testApp, signUp.email, 'Cover ended')).toHaveLength(1);
  });

  it('leaves paid, pending and cancelled orders alone', async ({ testApp, db }) => {
    for (const status of ['paid', 'pending', 'cancelled'] as const) await coveredOrder(testApp, status);
    expect((await sweep(testApp, addDays(END, 5))).expired).toBe(0);
    expect(await db.$count(orders, eq(orders.status, 'expired'))).toBe(0);
  });
});
