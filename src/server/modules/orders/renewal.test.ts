import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import { PRICING_MESSAGES, priceOrder } from '../../../domain/catalogue/pricing';
import { coverageEnd } from '../../../domain/orders/coverage';
import type { CreateOrderInput } from '../../../domain/orders/order.schema';
import { RENEWAL_MESSAGES } from '../../../domain/orders/renewal';
import { it } from '../../../testing/api-test';
import { makeBeneficiary, makeOrderRequest } from '../../../testing/order-factories';
import { consentForEveryone } from '../../../testing/invitations';
import { placeOrderAs, type ErrorResponse } from '../../../testing/order-api';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

// Renewing an order (issue 14, point 4; docs/decisions/039): the server decides who may renew what, from when,
// and at what price.

const today = () => calendarDateOf(new Date());
/** A date of birth that makes someone `years` old `daysAhead` days from today. */
const bornYearsBefore = (years: number, daysAhead: number) => {
  const day = addDays(today(), daysAhead);
  return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
};

/** An order made active by an admin, its cover started `startedDaysAgo` days ago. */
async function activeOrder(
  db: Db,
  admin: TestClient,
  client: TestClient,
  startedDaysAgo: number,
  overrides: Partial<CreateOrderInput> = {},
) {
  const order = await placeOrderAs(client, overrides);
  for (const status of ['paid', 'active'] as const) {
    if (status === 'active') await consentForEveryone(client, order.id);
    const response = await admin.api.admin.orders[':id'].status.$post({
      param: { id: order.id },
      json: { status },
    });
    expect(response.status).toBe(200);
  }
  const start = addDays(today(), -startedDaysAgo);
  // The stored end moves with the start, as an activation moves both (migration 0017, decision 048).
  const coverageEndDate = coverageEnd(start);
  await db.update(orders).set({ coverageStartDate: start, coverageEndDate }).where(eq(orders.id, order.id));
  return { ...order, coverageStartDate: start, coverageEndDate };
}

const renew = (client: TestClient, renewsOrderId: string, overrides: Partial<CreateOrderInput> = {}) =>
  client.api.orders.$post({ json: makeOrderRequest({ renewsOrderId, ...overrides }) });

async function detail(client: TestClient, id: string) {
  return (await (await client.api.orders[':id'].$get({ param: { id } })).json()).order;
}

const errorOf = async (response: Response) => ((await response.json()) as ErrorResponse).error;

describe('renewing an order', () => {
  it('starts the day after the old cover ends, priced on the ages then, and links both orders', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    // 65 today, 66 long before the renewal starts: HomeReach's 66-75 band prices the renewal.
    const beneficiaries = [makeBeneficiary({ dateOfBirth: bornYearsBefore(66, 100) })];
    const plan = { planId: 'homereach-hazel', beneficiaries };
    const old = await activeOrder(db, admin, client, 30, plan);
    const start = addDays(coverageEnd(old.coverageStartDate), 1);

    const listed = async () => (await (await client.api.orders.$get()).json()).orders;
    expect((await listed()).map((row) => row.renewable)).toEqual([true]);
    const before = await detail(client, old.id);
    expect(before.renewal).toEqual({ earliestStart: start });
    expect(before.renewedBy).toBeNull();

    const response = await renew(client, old.id, plan);
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { id: string } & Record<string, unknown> };
    const priced = priceOrder({ ...plan, coverageStart: start });
    const pricedToday = priceOrder({ ...plan, coverageStart: addDays(today(), 1) });
    if (!priced.ok || !pricedToday.ok) throw new Error('the plan should price these people');
    expect(priced.order.total.usd).toBeGreaterThan(pricedToday.order.total.usd);
    expect(order).toMatchObject({
      status: 'pending',
      coverageStartDate: start,
      totalUsd: priced.order.total.usd,
      totalNgn: priced.order.total.ngn,
      renewsOrderId: old.id,
    });

    // My Orders: the renewal is pending (not renewable), the old order is renewed (no longer renewable).
    expect((await listed()).map((row) => [row.id, row.renewable])).toEqual([
      [order.id, false],
      [old.id, false],
    ]);
    const renewed = await detail(client, old.id);
    expect(renewed.renewedBy).toEqual({ id: order.id, confirmationNumber: order.confirmationNumber });
    expect(renewed.renewal).toBeNull();
    const renewal = await detail(client, order.id);
    expect(renewal.renewsOrder).toEqual({ id: old.id, confirmationNumber: old.confirmationNumber });
    expect(renewal.renewal).toBeNull();

    // Paid, agreed and activated today, while the old cover still runs: it runs on from the old end, no gap
    // and no overlap (docs/decisions/048).
    const moveTo = (status: 'paid' | 'active') =>
      admin.api.admin.orders[':id'].status.$post({ param: { id: order.id }, json: { status } });
    await moveTo('paid');
    await consentForEveryone(client, order.id);
    await moveTo('active');
    expect(await detail(client, order.id)).toMatchObject({
      status: 'active',
      coverageStartDate: start,
      coverageEndDate: coverageEnd(start),
    });
  });

  it('starts tomorrow when the cover ended within the last 90 days, and not after that', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const ended = await activeOrder(db, admin, client, 400); // ended 36 days ago
    const response = await renew(client, ended.id);
    expect(response.status).toBe(201);
    expect((await response.json()).order.coverageStartDate).toBe(addDays(today(), 1));

    const long = await activeOrder(db, admin, client, 365 + 91); // ended 91 days ago
    const refused = await renew(client, long.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(RENEWAL_MESSAGES.notRenewable);
  });

  it("answers someone else's order, an unknown and a malformed id with 404", async ({
    testApp,
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const theirs = await activeOrder(db, admin, (await signedUpClient(testApp)).client, 30);
    for (const id of [theirs.id, '0b6f4b52-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await renew(client, id);
      expect(response.status).toBe(404);
    }
    expect(await db.select().from(orders).where(eq(orders.renewsOrderId, theirs.id))).toEqual([]);
  });

  it('refuses orders whose cover never ran (pending, cancelled) and those whose people were removed', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const pending = await placeOrderAs(client);
    const cancelled = await placeOrderAs(client);
    await admin.api.admin.orders[':id'].status.$post({
      param: { id: cancelled.id },
      json: { status: 'cancelled' },
    });
    for (const id of [pending.id, cancelled.id]) {
      const response = await renew(client, id);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(RENEWAL_MESSAGES.notRenewable);
    }
    const scrubbed = await activeOrder(db, admin, client, 30);
    await db.update(orders).set({ personalDataRemovedAt: new Date() }).where(eq(orders.id, scrubbed.id));
    const response = await renew(client, scrubbed.id);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(RENEWAL_MESSAGES.personalDataRemoved);
  });

  it('renews once: a repeat with the same key answers the first renewal, another checkout is refused', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const old = await activeOrder(db, admin, client, 30);
    const first = makeOrderRequest({ renewsOrderId: old.id });
    const placed = await client.api.orders.$post({ json: first });
    expect(placed.status).toBe(201);
    const repeat = await client.api.orders.$post({ json: first });
    expect(repeat.status).toBe(200);
    expect((await repeat.json()).order.id).toBe((await placed.json()).order.id);

    const second = await renew(client, old.id);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(RENEWAL_MESSAGES.alreadyRenewed);
  });

  it('lets only one of two renewals racing each other through', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const old = await activeOrder(db, admin, client, 30);
    const responses = await Promise.all([renew(client, old.id), renew(client, old.id)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const rows = await db.select().from(orders).where(eq(orders.renewsOrderId, old.id));
    expect(rows).toHaveLength(1);
  });

  it('can renew again once the renewal was cancelled', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const old = await activeOrder(db, admin, client, 30);
    const { order } = await (await renew(client, old.id)).json();
    await admin.api.admin.orders[':id'].status.$post({
      param: { id: order.id },
      json: { status: 'cancelled' },
    });
    expect((await renew(client, old.id)).status).toBe(201);
  });

  it('refuses a 75-year-old on HomeReach who is 76 by the renewal start, on their date of birth', async ({
    db,
    customer: { client },
    admin: { client: admin },
  }) => {
    const beneficiaries = [
      makeBeneficiary(),
      makeBeneficiary({ dateOfBirth: bornYearsBefore(76, 100) }), // 75 today, 76 in 100 days
    ];
    const plan = { planId: 'homereach-hazel', beneficiaries };
    const old = await activeOrder(db, admin, client, 30, plan);
    const response = await renew(client, old.id, plan);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      'beneficiaries.1.dateOfBirth': PRICING_MESSAGES.homeReachAge,
    });
  });
});
