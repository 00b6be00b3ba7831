import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { OrderStatusChangeInput } from '../../../domain/orders/order-admin';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { adminClient, expectAdminOnly } from '../../../testing/admin-client';
import { placeOrderAs } from '../../../testing/order-api';
import { consentForEveryone, paidBySystem } from '../../../testing/invitations';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestApp } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';
import type { Db } from '../../db/client';
import { orders, orderStatusChanges } from '../../db/schema';
import { deleteUser } from '../accounts/accounts.repo';

/** A customer's new order, set directly to `status` when the test starts from a later one. */
async function orderIn(testApp: TestApp, status: OrderStatus = 'pending') {
  const customer = await signedUpClient(testApp);
  const order = await placeOrderAs(customer.client);
  // Activation needs everyone's consent (docs/decisions/041): given here, so each test is about its own rule.
  if (status !== 'pending') {
    // The people are invited at payment (docs/decisions/049) and answer before the order moves on.
    await paidBySystem(customer.client, order.id);
    await consentForEveryone(customer.client, order.id);
    await testApp.runtime.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  }
  return { customer, order };
}

function changeStatus(client: TestClient, id: string, json: OrderStatusChangeInput) {
  return client.api.admin.orders[':id'].status.$post({ param: { id }, json });
}

async function statusOf(db: Db, id: string) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

const historyCount = (db: Db, id: string) =>
  db.$count(orderStatusChanges, eq(orderStatusChanges.orderId, id));

describe('POST /api/admin/orders/:id/status', () => {
  it('is for admins only', async ({ testApp, db, clients }) => {
    const { order } = await orderIn(testApp);
    const response = await expectAdminOnly(clients, (client) =>
      client.postJson(`/api/admin/orders/${order.id}/status`, { status: 'paid' }),
    );
    expect(response.status).toBe(200);
    expect(await statusOf(db, order.id)).toBe('paid');
  });

  it.for<[OrderStatus, OrderStatus]>([
    ['pending', 'paid'],
    ['pending', 'cancelled'],
    ['paid', 'active'],
    ['paid', 'cancelled'],
  ])(
    'moves an order from %s to %s and answers with the updated order',
    async ([from, to], { testApp, db, admin }) => {
      const { order } = await orderIn(testApp, from);
      const response = await changeStatus(admin.client, order.id, { status: to });
      expect(response.status).toBe(200);
      const { order: updated } = await response.json();
      expect(updated).toMatchObject({ id: order.id, status: to });
      expect(updated.history.at(-1)).toMatchObject({ from, to, note: null });
      expect(await statusOf(db, order.id)).toBe(to);
    },
  );

  it.for<[OrderStatus, OrderStatus, string]>([
    ['pending', 'active', 'An order that is Pending payment cannot become Active'],
    ['cancelled', 'paid', 'An order that is Cancelled cannot become Paid'],
    ['active', 'cancelled', 'An order that is Active cannot become Cancelled'],
    ['paid', 'pending', 'An order that is Paid cannot become Pending payment'],
    ['paid', 'paid', 'This order is already Paid'],
  ])('refuses %s to %s with 409 and changes nothing', async ([from, to, message], { testApp, db, admin }) => {
    const { order } = await orderIn(testApp, from);
    // Placed, and paid by the system before the test's own status when it starts later.
    const history = await historyCount(db, order.id);
    const response = await changeStatus(admin.client, order.id, { status: to });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'conflict', message } });
    expect(await statusOf(db, order.id)).toBe(from);
    expect(await historyCount(db, order.id)).toBe(history);
  });

  it('refuses expired, which only the coverage sweep gives, with 409 and does not offer it', async ({
    testApp,
    db,
    admin,
  }) => {
    const { order } = await orderIn(testApp, 'active');
    const response = await changeStatus(admin.client, order.id, { status: 'expired' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'conflict',
        message: 'An order becomes Expired by itself, the day after its cover ends',
      },
    });
    expect(await statusOf(db, order.id)).toBe('active');
    const detail = await admin.client.api.admin.orders[':id'].$get({ param: { id: order.id } });
    expect((await detail.json()).order.nextStatuses).toEqual([]);
  });

  it('lets one of two simultaneous changes win; the other gets 409', async ({ testApp, db, admin }) => {
    const { order } = await orderIn(testApp);
    const responses = await Promise.all([
      changeStatus(admin.client, order.id, { status: 'paid' }),
      changeStatus(admin.client, order.id, { status: 'paid' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await historyCount(db, order.id)).toBe(2);
  });

  it('records the change: history with the admin and note, and an audit entry', async ({
    testApp,
    admin: reader,
  }) => {
    const admin = await adminClient(testApp);
    const { order } = await orderIn(testApp);
    const note = 'Transfer seen on the statement';
    const { order: updated } = await (
      await changeStatus(admin.client, order.id, { status: 'paid', note: `  ${note} ` })
    ).json();
    expect(updated.history.map(({ from, to, note, by }) => ({ from, to, note, by }))).toEqual([
      { from: null, to: 'pending', note: 'Order placed', by: { kind: 'customer' } },
      { from: 'pending', to: 'paid', note, by: { kind: 'admin', email: admin.email } },
    ]);
    expect(updated.nextStatuses).toEqual(['active', 'cancelled']);

    const log = await reader.client.api.admin['audit-log'].$get({
      query: { entityType: 'order', entityId: order.id },
    });
    expect((await log.json()).items).toEqual([
      expect.objectContaining({
        actor: { id: admin.userId, email: admin.email },
        action: 'status changed',
        before: { status: 'pending' },
        after: { status: 'paid', note },
      }),
    ]);
  });

  it('tells the customer in-app and by mail', async ({ testApp, admin }) => {
    const { customer, order } = await orderIn(testApp, 'paid');
    // The order's own confirmation mail went before the change.
    const earlier = (await readOutbox(testApp)).length;
    expect((await changeStatus(admin.client, order.id, { status: 'active' })).status).toBe(200);

    const { notifications } = await (await customer.client.api.notifications.$get()).json();
    expect(notifications[0]).toMatchObject({
      title: 'Cover active',
      link: `/profile/orders/${order.id}`,
    });
    expect(notifications[0]?.body).toContain(order.confirmationNumber);

    const mails = (await readOutbox(testApp))
      .slice(earlier)
      .filter((mail) => mail.to === customer.signUp.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Cover active');
    expect(mails[0]?.decoded).toContain(order.confirmationNumber);
    expect(mails[0]?.decoded).toContain(`/profile/orders/${order.id}`);
  });

  it("changes a deleted account's order without telling anyone", async ({ testApp, db, admin }) => {
    const { customer, order } = await orderIn(testApp);
    const before = (await readOutbox(testApp)).length;
    await deleteUser(db, customer.userId);
    expect((await changeStatus(admin.client, order.id, { status: 'cancelled' })).status).toBe(200);
    expect(await statusOf(db, order.id)).toBe('cancelled');
    expect(await readOutbox(testApp)).toHaveLength(before);
  });

  it('refuses an unknown status with 422 and a missing order with 404', async ({ testApp, admin }) => {
    const { order } = await orderIn(testApp);
    const unknown = await admin.client.postJson(`/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ error: { fields: { status: 'Choose the new status' } } });
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await changeStatus(admin.client, id, { status: 'paid' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: { message: 'Order not found' } });
    }
  });
});
