import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { TestClient } from '../../../testing/test-client';
import type { TestApp } from '../../../testing/test-app';
import type { AdminOrderRowView } from '../../../domain/orders/order-admin';
import type { AdminPage } from '../../../domain/admin-page.schema';
import { expectAdminOnly } from '../../../testing/admin-client';
import { placeOrderAs } from '../../../testing/order-api';
import { makeBeneficiary, makeOrderRequest } from '../../../testing/order-factories';
import { signedUpClient } from '../../../testing/signed-up-client';
import { orderBeneficiaries, orderPayers, orders } from '../../db/schema';
import { deleteUser } from '../accounts/accounts.repo';

/** A new customer who placed `count` orders (oldest first). */
async function customerWithOrders(testApp: TestApp, count: number) {
  const customer = await signedUpClient(testApp);
  const placed = [];
  for (let n = 0; n < count; n++) placed.push(await placeOrderAs(customer.client));
  return { ...customer, email: customer.signUp.email, orders: placed };
}

async function listOrders(
  admin: TestClient,
  query: Record<string, string>,
): Promise<AdminPage<AdminOrderRowView>> {
  const response = await admin.api.admin.orders.$get({ query });
  expect(response.status).toBe(200);
  return response.json();
}

const idsOf = (page: AdminPage<AdminOrderRowView>) => page.items.map((item) => item.id);

async function detailOf(admin: TestClient, id: string) {
  return admin.api.admin.orders[':id'].$get({ param: { id } });
}

describe('GET /api/admin/orders', () => {
  it('is for admins only', async ({ clients }) => {
    const response = await expectAdminOnly(clients, (client) => client.fetch('/api/admin/orders'));
    expect(response.status).toBe(200);
  });

  it('finds a customer’s orders by account email in any case, newest first, with their list fields', async ({
    testApp,
    admin,
  }) => {
    const { email, userId, orders: placed } = await customerWithOrders(testApp, 2);
    const page = await listOrders(admin.client, { q: email.toUpperCase() });
    expect(idsOf(page)).toEqual([placed[1]!.id, placed[0]!.id]);
    expect(page.nextCursor).toBeNull();
    const order = placed[1]!;
    expect(page.items[0]).toEqual({
      id: order.id,
      confirmationNumber: order.confirmationNumber,
      planName: order.planName,
      status: 'pending',
      totalUsd: order.totalUsd,
      totalNgn: order.totalNgn,
      beneficiaryCount: 1,
      createdAt: order.createdAt,
      customer: { id: userId, email },
    });
  });

  it('finds an order by its whole confirmation number or its beginning, in any case', async ({
    testApp,
    admin,
  }) => {
    const { orders: placed } = await customerWithOrders(testApp, 1);
    const number = placed[0]!.confirmationNumber;
    expect(idsOf(await listOrders(admin.client, { q: number.toLowerCase() }))).toEqual([placed[0]!.id]);
    const prefix = number.slice(0, -2).toLowerCase();
    const found = await listOrders(admin.client, { q: prefix, limit: '100' });
    expect(idsOf(found)).toContain(placed[0]!.id);
    for (const item of found.items)
      expect(item.confirmationNumber.startsWith(prefix.toUpperCase())).toBe(true);
  });

  it('finds nothing for text that is neither an email nor a confirmation number', async ({
    testApp,
    admin,
  }) => {
    await customerWithOrders(testApp, 1);
    expect((await listOrders(admin.client, { q: 'DH-%' })).items).toEqual([]);
    expect((await listOrders(admin.client, { q: 'nobody@example.com' })).items).toEqual([]);
  });

  it('filters by status, and ignores an unknown status', async ({ db, testApp, admin }) => {
    const { email, orders: placed } = await customerWithOrders(testApp, 3);
    await db.update(orders).set({ status: 'paid' }).where(eq(orders.id, placed[1]!.id));
    expect(idsOf(await listOrders(admin.client, { q: email, status: 'paid' }))).toEqual([placed[1]!.id]);
    expect(idsOf(await listOrders(admin.client, { q: email, status: 'pending' }))).toEqual([
      placed[2]!.id,
      placed[0]!.id,
    ]);
    expect(await listOrders(admin.client, { q: email, status: 'shipped' })).toMatchObject({
      items: { length: 3 },
    });
  });

  it('pages through the database without repeating or skipping an order', async ({ testApp, admin }) => {
    const { email, orders: placed } = await customerWithOrders(testApp, 5);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await listOrders(admin.client, { q: email, limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(placed.map((order) => order.id).reverse());
  });

  it('refuses a cursor it did not make and a search too long to be an email', async ({ admin }) => {
    expect((await admin.client.api.admin.orders.$get({ query: { cursor: 'nonsense' } })).status).toBe(400);
    const tooLong = await admin.client.api.admin.orders.$get({ query: { q: 'x'.repeat(255) } });
    expect(tooLong.status).toBe(422);
  });

  it('keeps the orders of a deleted account, without a customer', async ({ db, testApp, admin }) => {
    const { userId, orders: placed } = await customerWithOrders(testApp, 1);
    await deleteUser(db, userId);
    const [row] = (await listOrders(admin.client, { q: placed[0]!.confirmationNumber })).items;
    expect(row).toMatchObject({ id: placed[0]!.id, customer: null });
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('is for admins only', async ({ clients, testApp }) => {
    const { orders: placed } = await customerWithOrders(testApp, 1);
    const response = await expectAdminOnly(clients, (client) =>
      client.fetch(`/api/admin/orders/${placed[0]!.id}`),
    );
    expect(response.status).toBe(200);
  });

  it('shows the order, its customer, beneficiaries, payer, history and next statuses', async ({
    testApp,
    admin,
  }) => {
    const customer = await signedUpClient(testApp, { middleName: 'Ngozi' });
    const request = makeOrderRequest({ beneficiaries: [makeBeneficiary(), makeBeneficiary()] });
    const placed = await placeOrderAs(customer.client, request);
    const response = await detailOf(admin.client, placed.id);
    expect(response.status).toBe(200);
    const { order } = await response.json();
    expect(order).toEqual({
      id: placed.id,
      confirmationNumber: placed.confirmationNumber,
      planId: placed.planId,
      planName: placed.planName,
      planType: null,
      status: 'pending',
      paymentMethod: 'bank_transfer',
      coverageStartDate: placed.coverageStartDate,
      coverageEndDate: placed.coverageEndDate,
      totalUsd: placed.totalUsd,
      totalNgn: placed.totalNgn,
      createdAt: placed.createdAt,
      personalDataRemovedAt: null,
      customer: { id: customer.userId, email: customer.signUp.email, name: 'Adaeze Ngozi Okafor' },
      // The console's people carry no id: only the sponsor removes a person (docs/decisions/052).
      beneficiaries: placed.beneficiaries.map(({ id: _id, ...person }) => person),
      // An empty company name is stored as none; the phone '7700 900123' as its digits (issue 13, point 7).
      payer: { ...request.payer, phoneNumber: '7700900123', companyName: null },
      history: [
        {
          id: expect.any(String),
          from: null,
          to: 'pending',
          at: expect.stringMatching(/Z$/),
          note: 'Order placed',
          by: { kind: 'customer' },
        },
      ],
      nextStatuses: ['paid', 'cancelled'],
      payment: null,
      refunds: [],
    });
  });

  it('says the account holder pays when the payer page was skipped', async ({ customer, admin }) => {
    const placed = await placeOrderAs(customer.client, { payer: null });
    expect((await (await detailOf(admin.client, placed.id)).json()).order.payer).toBeNull();
  });

  it('keeps the personal fields a deletion emptied as null, beside the amounts and status', async ({
    db,
    testApp,
    admin,
  }) => {
    const { userId, orders: placed } = await customerWithOrders(testApp, 1);
    const id = placed[0]!.id;
    await deleteUser(db, userId);
    const removedAt = new Date();
    await db.update(orders).set({ personalDataRemovedAt: removedAt }).where(eq(orders.id, id));
    const emptied = { firstName: null, lastName: null, email: null, phoneNumber: null, dateOfBirth: null };
    await db
      .update(orderBeneficiaries)
      .set({ ...emptied, address: null, countryCode: null })
      .where(eq(orderBeneficiaries.orderId, id));
    await db.update(orderPayers).set(emptied).where(eq(orderPayers.orderId, id));

    const { order } = await (await detailOf(admin.client, id)).json();
    expect(order).toMatchObject({
      customer: null,
      personalDataRemovedAt: removedAt.toISOString(),
      totalUsd: placed[0]!.totalUsd,
      status: 'pending',
    });
    expect(order.beneficiaries[0]).toMatchObject({ ...emptied, address: null, relationship: 'parent' });
    expect(order.payer).toMatchObject(emptied);
  });

  it.for([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
  ] as const)('answers 404 for %s', async ([_, id], { admin }) => {
    const response = await detailOf(admin.client, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found', message: 'Order not found' } });
  });
});
