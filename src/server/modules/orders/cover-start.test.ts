import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, vi } from 'vitest';
import { addDays, calendarDateOf, formatCalendarDate } from '../../../domain/calendar-date';
import { coverageEnd, coverRuns, coverStartsOnActivation } from '../../../domain/orders/coverage';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { itWithTestCards as it } from '../../../testing/api-test';
import { consentForEveryone } from '../../../testing/invitations';
import { verifyPath } from '../../../testing/member-cards';
import { placeOrderAs } from '../../../testing/order-api';
import { makeBeneficiary } from '../../../testing/order-factories';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { completedEvent, signedWebhookRequest } from '../../../testing/test-payments';
import { orders } from '../../db/schema';

// Cover starts the day after the order becomes active, at the earliest the order date + 1 (docs/decisions/048).

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Sets the app's clock to `daysAgo` days before the real now, at `time` UTC: sessions made now stay valid, and the
 * admin's, which ends after 12 hours without activity, is used at most 11 hours apart.
 */
function clockAt(daysAgo: number, realNow: Date, time = '10:00'): Date {
  const day = addDays(calendarDateOf(realNow), -daysAgo);
  const at = new Date(`${day}T${time}:00Z`);
  vi.useFakeTimers({ now: Math.min(at.getTime(), realNow.getTime()), toFake: ['Date'] });
  return new Date();
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

async function mailTo(testApp: TestApp, email: string, subject: string) {
  const mails = await readOutbox(testApp);
  return mails.find((mail) => mail.to === email && mail.subject?.startsWith(subject));
}

describe('cover start at order time', () => {
  it('is the order date plus one, and the order notice says it waits for the payment and then activation', async ({
    customer: { client },
  }) => {
    const order = await placeOrderAs(client);
    const tomorrow = addDays(calendarDateOf(new Date()), 1);
    expect(order.coverageStartDate).toBe(tomorrow);
    expect(order.coverageEndDate).toBe(coverageEnd(tomorrow));
    const notice = await notificationBody(client, 'Order received');
    expect(notice).toContain('Waiting for your payment.');
    expect(notice).toContain(coverStartsOnActivation(tomorrow));
  });
});

describe('cover dates from activation, on a controlled clock', () => {
  it('paid: no dates and what it waits for; consent, then activation: the day after, everywhere', async ({
    testApp,
    admin: { client: admin },
  }) => {
    const realNow = new Date();
    const customer = await signedUpClient(testApp);
    const { client } = customer;

    // Placed 12 days ago, for two people.
    const placedAt = clockAt(12, realNow);
    const people = [makeBeneficiary({ firstName: 'Ngozi' }), makeBeneficiary({ firstName: 'Emeka' })];
    const order = await placeOrderAs(client, { planId: 'zenith', beneficiaries: people });
    const earliest = addDays(calendarDateOf(placedAt), 1);

    // Paid 9 days after it: the start does not move, nothing says the cover runs, and the people are invited
    // now, with the payment (docs/decisions/049).
    clockAt(3, realNow, '14:00');
    await setStatus(admin, order.id, 'paid');
    expect(await ownOrder(client, order.id)).toMatchObject({
      status: 'paid',
      coverageStartDate: earliest,
      coverageEndDate: coverageEnd(earliest),
    });
    const paidNotice = await notificationBody(client, 'Payment received');
    expect(paidNotice).toContain(coverStartsOnActivation(earliest));
    expect(paidNotice).toContain('Waiting for Ngozi to confirm: invited today.');
    expect(paidNotice).toContain('Waiting for Emeka to confirm: invited today.');
    expect(paidNotice).not.toContain('Your cover runs');

    // Everyone consents (on the real clock: her code is texted by the job queue, which runs by it); activated
    // the next day, just after midnight: cover from the day after that.
    vi.useRealTimers();
    await consentForEveryone(client, order.id);
    const activatedAt = clockAt(2, realNow, '01:00');
    await setStatus(admin, order.id, 'active');
    const start = addDays(calendarDateOf(activatedAt), 1);
    const end = coverageEnd(start);
    expect(start > earliest).toBe(true);
    expect(await ownOrder(client, order.id)).toMatchObject({
      coverageStartDate: start,
      coverageEndDate: end,
    });
    const { orders: listed } = await (await client.api.orders.$get()).json();
    expect(listed.find((row) => row.id === order.id)).toMatchObject({
      coverageStartDate: start,
      coverageEndDate: end,
    });
    expect(await notificationBody(client, 'Cover active')).toContain(coverRuns(start));

    // The mails say the same (read on the real clock: the mail worker waits by it).
    vi.useRealTimers();
    const paidMail = await mailTo(testApp, customer.signUp.email, 'Payment received');
    expect(paidMail?.decoded).toContain('Waiting for Ngozi to confirm: invited today.');
    expect(paidMail?.decoded).not.toContain('Your cover runs');
    const activeMail = await mailTo(testApp, customer.signUp.email, 'Cover active');
    expect(activeMail?.decoded).toContain(coverRuns(start));

    // The member cards and their public check give the same dates.
    const { cards } = (await (await client.fetch(`/api/orders/${order.id}/cards`)).json()) as {
      cards: { validFrom: string; validTo: string; verifyUrl: string }[];
    };
    expect(cards.map(({ validFrom, validTo }) => ({ validFrom, validTo }))).toEqual([
      { validFrom: start, validTo: end },
      { validFrom: start, validTo: end },
    ]);
    const verify = await (await createTestClient(testApp).fetch(verifyPath(cards[0]!.verifyUrl))).text();
    expect(verify).toContain(formatCalendarDate(start));
    expect(verify).toContain(formatCalendarDate(end));
  });

  it('a card payment confirmed by the provider leaves the start where it was, waiting for consent', async ({
    testApp,
  }) => {
    const { client, signUp } = await signedUpClient(testApp);
    const order = await placeOrderAs(client, { paymentMethod: 'card' });
    const checkout = await client.api.payments.checkout.$post({ json: { orderId: order.id } });
    const checkoutId = (await checkout.json()).url.split('/').pop()!;
    const webhook = createTestClient(testApp, { origin: null });
    const response = await webhook.fetch(
      '/api/payments/webhook',
      signedWebhookRequest(completedEvent(checkoutId, order)),
    );
    expect(response.status).toBe(200);

    expect(await ownOrder(client, order.id)).toMatchObject({
      status: 'paid',
      coverageStartDate: order.coverageStartDate,
    });
    const mail = await mailTo(testApp, signUp.email, 'Payment received');
    expect(mail?.decoded).toContain(coverStartsOnActivation(order.coverageStartDate));
    expect(mail?.decoded).toContain('to confirm: invited today.');
  });

  it('never starts before the earliest start the order was placed with (a renewal of a cover still running)', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const order = await placeOrderAs(client);
    const later = addDays(calendarDateOf(new Date()), 40);
    await db.update(orders).set({ coverageStartDate: later }).where(eq(orders.id, order.id));
    await setStatus(admin, order.id, 'paid');
    await consentForEveryone(client, order.id);
    await setStatus(admin, order.id, 'active');
    expect(await ownOrder(client, order.id)).toMatchObject({
      coverageStartDate: later,
      coverageEndDate: coverageEnd(later),
    });
  });

  it('a cancelled paid order keeps its earliest start', async ({
    customer: { client },
    admin: { client: admin },
  }) => {
    const order = await placeOrderAs(client);
    await setStatus(admin, order.id, 'paid');
    await setStatus(admin, order.id, 'cancelled');
    expect((await ownOrder(client, order.id)).coverageStartDate).toBe(order.coverageStartDate);
  });
});
