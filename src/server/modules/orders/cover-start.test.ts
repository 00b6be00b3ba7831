import { consentForEveryone } from '../../../testing/invitations';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../testing/api-test';
import { addDays, calendarDateOf, formatCalendarDate } from '../../../domain/calendar-date';
import { coverageEnd } from '../../../domain/orders/coverage';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { placeOrderAs } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { completedEvent, signedWebhookRequest, testPaymentsConfig } from '../../../testing/test-payments';
import { orders } from '../../db/schema';

// Cover starts the day after payment, at the earliest the order date + 1 (DECISIONS 26, docs/decisions/028).

const it = apiTest({ payments: testPaymentsConfig({ cardPayments: 'test' }) });

const today = () => calendarDateOf(new Date());

/** A customer's order, moved back in time as if placed `daysAgo` days ago: its earliest start moves with it. */
async function orderPlaced(
  testApp: TestApp,
  daysAgo: number,
  paymentMethod: 'bank_transfer' | 'card' = 'bank_transfer',
) {
  const customer = await signedUpClient(testApp);
  const order = await placeOrderAs(customer.client, { paymentMethod });
  const placedAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const earliest = addDays(calendarDateOf(placedAt), 1);
  await testApp.runtime.database.db
    .update(orders)
    .set({ createdAt: placedAt, coverageStartDate: earliest })
    .where(eq(orders.id, order.id));
  return { ...customer, order, earliest };
}

async function ownOrder(client: TestClient, id: string) {
  return (await (await client.api.orders[':id'].$get({ param: { id } })).json()).order;
}

async function setStatus(admin: TestClient, id: string, status: OrderStatus) {
  const response = await admin.api.admin.orders[':id'].status.$post({ param: { id }, json: { status } });
  expect(response.status).toBe(200);
}

async function notificationBody(client: TestClient, title: string) {
  const { notifications } = await (await client.api.notifications.$get()).json();
  return notifications.find((notification) => notification.title === title)?.body;
}

async function paymentMailTo(testApp: TestApp, email: string) {
  const mails = await readOutbox(testApp);
  return mails.find((mail) => mail.to === email && mail.subject?.startsWith('Payment received'));
}

const runsSentence = (start: string) =>
  `Your cover runs from ${formatCalendarDate(start)} to ${formatCalendarDate(coverageEnd(start))}.`;

describe('cover start at order time', () => {
  it('is the order date plus one, and the order notice says cover starts the day after payment', async ({
    customer: { client },
  }) => {
    const order = await placeOrderAs(client);
    const tomorrow = addDays(today(), 1);
    expect(order.coverageStartDate).toBe(tomorrow);
    expect(order.coverageEndDate).toBe(coverageEnd(tomorrow));
    expect(await notificationBody(client, 'Order received')).toContain(
      `Cover starts the day after your payment is confirmed (at the earliest ${formatCalendarDate(tomorrow)}).`,
    );
  });
});

describe('cover start once paid', () => {
  it('is the day after an admin records a payment that came 9 days after the order, and the mail says so', async ({
    testApp,
    admin: { client: admin },
  }) => {
    const { client, signUp, order, earliest } = await orderPlaced(testApp, 9);
    await setStatus(admin, order.id, 'paid');

    const start = addDays(today(), 1);
    expect(start).not.toBe(earliest);
    expect(await ownOrder(client, order.id)).toMatchObject({
      coverageStartDate: start,
      coverageEndDate: coverageEnd(start),
    });
    const { orders: listed } = await (await client.api.orders.$get()).json();
    expect(listed.find((row) => row.id === order.id)?.coverageStartDate).toBe(start);
    expect(await notificationBody(client, 'Payment received')).toContain(runsSentence(start));
    const mail = await paymentMailTo(testApp, signUp.email);
    expect(mail?.decoded).toContain(runsSentence(start));
  });

  it('is the day after a card payment confirmed by the provider 4 days after the order', async ({
    testApp,
  }) => {
    const { client, signUp, order } = await orderPlaced(testApp, 4, 'card');
    const checkout = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    const checkoutId = (await checkout.json()).url.split('/').pop()!;
    const webhook = createTestClient(testApp, { origin: null });
    const response = await webhook.fetch(
      '/api/payments/webhook',
      signedWebhookRequest(completedEvent(checkoutId, order)),
    );
    expect(response.status).toBe(200);

    const start = addDays(today(), 1);
    expect(await ownOrder(client, order.id)).toMatchObject({
      status: 'paid',
      coverageStartDate: start,
      coverageEndDate: coverageEnd(start),
    });
    expect((await paymentMailTo(testApp, signUp.email))?.decoded).toContain(runsSentence(start));
  });

  it('never moves before the earliest start the order was placed with', async ({
    testApp,
    db,
    admin: { client: admin },
  }) => {
    const { client, order } = await orderPlaced(testApp, 0);
    const later = addDays(today(), 5);
    await db.update(orders).set({ coverageStartDate: later }).where(eq(orders.id, order.id));
    await setStatus(admin, order.id, 'paid');
    expect((await ownOrder(client, order.id)).coverageStartDate).toBe(later);
  });

  it('stays as set at payment when the order later becomes active or is cancelled', async ({
    testApp,
    db,
    admin: { client: admin },
  }) => {
    for (const next of ['active', 'cancelled'] as const) {
      const { client, order } = await orderPlaced(testApp, 3);
      await setStatus(admin, order.id, 'paid');
      await consentForEveryone(client, order.id);
      const start = (await ownOrder(client, order.id)).coverageStartDate;
      await db.update(orders).set({ coverageStartDate: '2026-01-02' }).where(eq(orders.id, order.id));
      await setStatus(admin, order.id, next);
      expect(start).toBe(addDays(today(), 1));
      expect((await ownOrder(client, order.id)).coverageStartDate).toBe('2026-01-02');
    }
  });
});
