import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { ADMIN_DELETION_MESSAGES } from '../../../domain/accounts/deletion-admin';
import { DELETION_WITHDRAW_MESSAGES } from '../../../domain/accounts/deletion.schema';
import { requestDeletion } from '../../../testing/deletion-requests';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';
import { auditLog, deletionRequests } from '../../db/schema';

const mine = async (client: TestClient) => {
  const response = await client.fetch('/api/deletion-requests/mine');
  expect(response.status).toBe(200);
  return ((await response.json()) as { request: Record<string, unknown> | null }).request;
};
const withdraw = (client: TestClient, id: string) =>
  client.fetch(`/api/deletion-requests/${id}/withdraw`, { method: 'POST' });

describe("the user's own deletion request", () => {
  it('is none until asked for, then shows as pending with its date', async ({ testApp, customer }) => {
    expect(await mine(customer.client)).toBeNull();
    const id = await requestDeletion(testApp, customer.client, customer.signUp.email);
    expect(await mine(customer.client)).toEqual({
      id,
      status: 'pending',
      createdAt: expect.any(String),
      withdrawnAt: null,
    });
  });

  it('includes one made signed out for their email and confirmed by its link', async ({
    testApp,
    visitor,
    customer,
  }) => {
    const id = await requestDeletion(testApp, visitor, customer.signUp.email);
    expect(await mine(customer.client)).toMatchObject({ id, status: 'pending' });
  });

  it('is for the signed-in user only', async ({ visitor }) => {
    expect((await visitor.fetch('/api/deletion-requests/mine')).status).toBe(401);
  });
});

describe('withdrawing a deletion request', () => {
  it('withdraws it and any other pending one of the owner, audited as theirs, and again changes nothing', async ({
    testApp,
    db,
    customer,
    admin,
  }) => {
    const first = await requestDeletion(testApp, customer.client, customer.signUp.email);
    const second = await requestDeletion(testApp, customer.client, customer.signUp.email);
    const response = await withdraw(customer.client, first);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      request: { status: 'withdrawn', withdrawnAt: expect.any(String) },
    });
    for (const id of [first, second]) {
      const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(entries).toEqual([
        expect.objectContaining({
          actorId: customer.userId,
          action: 'withdrawn',
          entityType: 'deletion_request',
          before: { status: 'pending' },
          after: { status: 'withdrawn' },
        }),
      ]);
    }

    const again = await withdraw(customer.client, first);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ request: { status: 'withdrawn' } });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, first))).toHaveLength(1);

    // The admins' queue no longer holds it; processing it is refused and deletes nothing.
    const pending = await admin.client.fetch('/api/admin/deletion-requests?status=pending');
    expect(((await pending.json()) as { items: unknown[] }).items).toEqual([]);
    const withdrawn = await admin.client.fetch('/api/admin/deletion-requests?status=withdrawn');
    const items = ((await withdrawn.json()) as { items: Array<{ id: string; status: string }> }).items;
    expect(items.map((item) => [item.id, item.status]).sort()).toEqual(
      [
        [first, 'withdrawn'],
        [second, 'withdrawn'],
      ].sort(),
    );
    const processing = await admin.client.fetch(`/api/admin/deletion-requests/${first}/process`, {
      method: 'POST',
    });
    expect(processing.status).toBe(409);
    expect(await processing.json()).toMatchObject({ error: { message: ADMIN_DELETION_MESSAGES.withdrawn } });
    expect((await customer.client.fetch('/api/me')).status).toBe(200);
  });

  it("answers 404 for someone else's request or an unknown id, and 401 signed out", async ({
    testApp,
    visitor,
    customer,
  }) => {
    const id = await requestDeletion(testApp, customer.client, customer.signUp.email);
    const other = await signedUpClient(testApp);
    const response = await withdraw(other.client, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: DELETION_WITHDRAW_MESSAGES.notFound } });
    expect((await withdraw(other.client, 'not-a-uuid')).status).toBe(404);
    expect((await withdraw(visitor, id)).status).toBe(401);
    expect(await mine(customer.client)).toMatchObject({ id, status: 'pending' });
  });

  it('refuses a request an admin processed first (a race: processing ends the session) with 409', async ({
    testApp,
    db,
    customer,
  }) => {
    const id = await requestDeletion(testApp, customer.client, customer.signUp.email);
    await db.update(deletionRequests).set({ status: 'processed' }).where(eq(deletionRequests.id, id));
    const response = await withdraw(customer.client, id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: DELETION_WITHDRAW_MESSAGES.processed } });
  });
});
