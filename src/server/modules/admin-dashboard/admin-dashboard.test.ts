import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { AdminDashboardView } from '../../../domain/dashboard/admin-dashboard';
import { expectAdminOnly } from '../../../testing/admin-client';
import { it } from '../../../testing/api-test';
import { makeFuneralApplication } from '../../../testing/funeral-factories';
import { insertFuneralPlan } from '../../../testing/funeral-plan-factory';
import { placeOrderAs } from '../../../testing/order-api';
import { transferRefundDue } from '../../../testing/removals';
import { createProperty, createProvider } from '../../../testing/property-factories';
import { signedUpClient } from '../../../testing/signed-up-client';
import { requestDeletion as requestConfirmedDeletion } from '../../../testing/deletion-requests';
import type { TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import type { Db } from '../../db/client';
import { deletionRequests, orders, propertyApplications, supportRequests } from '../../db/schema';

async function readDashboard(admin: TestClient): Promise<AdminDashboardView> {
  const response = await admin.api.admin.dashboard.$get();
  expect(response.status).toBe(200);
  return response.json();
}

async function applyForProperty(db: Db, client: TestClient) {
  const provider = await createProvider(db);
  const property = await createProperty(db, provider.id);
  const response = await client.api['property-applications'].$post({
    json: { propertyId: property.id, message: 'We would like a viewing.', preferredContact: 'email' },
  });
  if (response.status !== 201) throw new Error(`property application failed with ${response.status}`);
  return (await response.json()).application;
}

async function applyForFuneralCover(testApp: TestApp, client: TestClient) {
  const plan = await insertFuneralPlan(testApp, 'member_nucleus');
  const response = await client.api['funeral-applications'].$post({
    json: makeFuneralApplication(plan.id, 'member_nucleus'),
  });
  if (response.status !== 201) throw new Error(`funeral application failed with ${response.status}`);
  return (await response.json()).application;
}

async function askForSupport(client: TestClient, subject: string) {
  const response = await client.api['support-requests'].$post({
    json: { subject, message: 'How long does a bank transfer take to clear?' },
  });
  return (await response.json()).id;
}

/** Signed out, then confirmed through the link mailed to the address, as its owner would. */
const requestDeletion = (testApp: TestApp, email: string) =>
  requestConfirmedDeletion(testApp, createTestClient(testApp), email);

describe('GET /api/admin/dashboard', () => {
  it('counts the transfer refunds due, until an admin records one paid out', async ({
    customer: { client },
    admin,
  }) => {
    const { refund } = await transferRefundDue(client, admin.client);
    expect((await readDashboard(admin.client)).refundsDue).toBe(1);
    const paidOut = await admin.client.postJson(`/api/admin/refunds/${refund.id}/paid-out`, {
      reference: 'BANK-REF-0001',
    });
    expect(paidOut.status).toBe(200);
    expect((await readDashboard(admin.client)).refundsDue).toBe(0);
  });

  it('is for admins only, and counts every status as zero before anything happened', async ({ clients }) => {
    const response = await expectAdminOnly(clients, (client) => client.api.admin.dashboard.$get());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      orders: { pending: 0, paid: 0, active: 0, expired: 0, cancelled: 0 },
      propertyApplications: { pending: 0, approved: 0, rejected: 0, cancelled: 0 },
      funeralApplications: { pending: 0, approved: 0, rejected: 0, cancelled: 0 },
      openSupportRequests: 0,
      deletionRequests: { pending: 0, overdue: 0 },
      refundsDue: 0,
      latestActivity: [],
    } satisfies AdminDashboardView);
  });

  it('counts by status in the database and lists the ten newest events of every kind', async ({
    testApp,
    db,
    customer: { client },
    admin,
  }) => {
    const overdue = await requestDeletion(testApp, 'long.ago@example.com');
    await db
      .update(deletionRequests)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(deletionRequests.id, overdue));
    const firstOrder = await placeOrderAs(client);
    const paid = await placeOrderAs(client);
    const latestOrder = await placeOrderAs(client);
    await db.update(orders).set({ status: 'paid' }).where(eq(orders.id, paid.id));
    const approved = await applyForProperty(db, client);
    await db
      .update(propertyApplications)
      .set({ status: 'approved' })
      .where(eq(propertyApplications.id, approved.id));
    const property = await applyForProperty(db, client);
    const funeral = await applyForFuneralCover(testApp, client);
    const closed = await askForSupport(client, 'Closed already');
    await db.update(supportRequests).set({ status: 'closed' }).where(eq(supportRequests.id, closed));
    const support = await askForSupport(client, 'Payment question');
    await requestDeletion(testApp, 'recent@example.com');
    // Still waiting for its mailed link to be opened: not the admins' work yet, so neither counted nor listed.
    await createTestClient(testApp).postJson('/api/deletion-requests', {
      email: 'unconfirmed@example.com',
      reason: 'I no longer need the service.',
      confirmation: 'delete my account',
    });
    const processed = await requestDeletion(testApp, 'processed@example.com');
    await db.update(deletionRequests).set({ status: 'processed' }).where(eq(deletionRequests.id, processed));
    const promoted = await signedUpClient(testApp);
    await admin.client.api.admin.users[':id'].role.$patch({
      param: { id: promoted.userId },
      json: { role: 'admin' },
    });

    const view = await readDashboard(admin.client);
    expect(view).toMatchObject({
      orders: { pending: 2, paid: 1, active: 0, cancelled: 0 },
      propertyApplications: { pending: 1, approved: 1, rejected: 0, cancelled: 0 },
      funeralApplications: { pending: 1, approved: 0, rejected: 0, cancelled: 0 },
      openSupportRequests: 1,
      deletionRequests: { pending: 2, overdue: 1 },
    });

    // Twelve events happened; the ten newest show, newest first.
    const activity = view.latestActivity;
    expect(activity).toHaveLength(10);
    const times = activity.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(activity[0]).toMatchObject({ kind: 'audit', title: 'User role changed', path: '/admin/users' });
    expect(activity).toContainEqual({
      id: `order:${latestOrder.id}`,
      kind: 'order',
      title: `Order ${latestOrder.confirmationNumber} placed`,
      at: expect.any(String),
      path: `/admin/orders/${latestOrder.id}`,
    });
    expect(activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: `Property application ${property.reference} received`,
          path: `/admin/applications/property/${property.id}`,
        }),
        expect.objectContaining({
          title: `Funeral application ${funeral.reference} received`,
          path: `/admin/applications/funeral/${funeral.id}`,
        }),
        expect.objectContaining({
          title: 'Support request: Payment question',
          path: `/admin/support/${support}`,
        }),
        expect.objectContaining({ title: 'Account deletion requested', path: '/admin/deletion-requests' }),
      ]),
    );
    const shownIds = activity.map((item) => item.id);
    expect(shownIds).not.toContain(`deletion_request:${overdue}`);
    expect(shownIds).not.toContain(`order:${firstOrder.id}`);
    expect(JSON.stringify(activity)).not.toMatch(/@example\.com/);
  });
});
