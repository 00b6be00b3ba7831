import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { TestClient } from '../../../testing/test-client';
import type { TestApp } from '../../../testing/test-app';
import type { DeletionRequestView } from '../../../domain/accounts/deletion-admin';
import type { AdminPage } from '../../../domain/admin-page.schema';
import { expectAdminOnly } from '../../../testing/admin-client';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient } from '../../../testing/test-client';
import { auditLog, deletionRequests } from '../../db/schema';
import { DELETION_REASON, requestDeletion } from '../../../testing/deletion-requests';

const signedOut = (testApp: TestApp) => createTestClient(testApp);
const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

async function list(admin: TestClient, status: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ status, limit: '100', ...extra });
  const response = await admin.fetch(`/api/admin/deletion-requests?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPage<DeletionRequestView>;
}

const process = (admin: TestClient, id: string) =>
  admin.fetch(`/api/admin/deletion-requests/${id}/process`, { method: 'POST' });

describe('admin deletion requests', () => {
  it('are for admins only', async ({ clients }) => {
    await expectAdminOnly(clients, (client) => client.fetch('/api/admin/deletion-requests'));
    const processed = await expectAdminOnly(clients, (client) =>
      client.fetch(`/api/admin/deletion-requests/${randomUUID()}/process`, { method: 'POST' }),
    );
    expect(processed.status).toBe(404);
  });

  it('lists pending requests oldest first, flags those past 30 days and names the account to delete', async ({
    testApp,
    db,
    admin,
  }) => {
    const stranger = await requestDeletion(testApp, signedOut(testApp), uniqueEmail('nobody'));
    const byEmail = await signedUpClient(testApp);
    const matchedByEmail = await requestDeletion(testApp, signedOut(testApp), byEmail.signUp.email);
    const bySession = await signedUpClient(testApp);
    const matchedById = await requestDeletion(testApp, bySession.client, uniqueEmail('other-address'));
    await db.execute(
      sql`update deletion_requests set created_at = now() - interval '40 days' where id = ${stranger}`,
    );

    const { items } = await list(admin.client, 'pending');
    const ours = items.filter((item) => [stranger, matchedByEmail, matchedById].includes(item.id));
    expect(ours.map((item) => item.id)).toEqual([stranger, matchedByEmail, matchedById]);
    expect(ours).toEqual([
      expect.objectContaining({
        status: 'pending',
        overdue: true,
        account: null,
        reason: DELETION_REASON,
        confirmedVia: 'email',
      }),
      expect.objectContaining({
        overdue: false,
        account: { id: byEmail.userId, email: byEmail.signUp.email },
        confirmedVia: 'email',
      }),
      expect.objectContaining({
        overdue: false,
        account: { id: bySession.userId, email: bySession.signUp.email },
        confirmedVia: 'session',
      }),
    ]);
    expect(items.every((item, i) => i === 0 || items[i - 1]!.createdAt <= item.createdAt)).toBe(true);
  });

  it('pages through the list with the cursor, each row once', async ({ testApp, admin }) => {
    for (let i = 0; i < 3; i++) await requestDeletion(testApp, signedOut(testApp), uniqueEmail('paged'));
    const whole = (await list(admin.client, 'pending')).items.map((item) => item.id);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminPage<DeletionRequestView> = await list(admin.client, 'pending', {
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      walked.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(whole);
  });

  it('processes a request without an account: only the request is cleared', async ({
    testApp,
    db,
    admin,
  }) => {
    const id = await requestDeletion(testApp, signedOut(testApp), uniqueEmail('no-account'));
    const response = await process(admin.client, id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      status: 'processed',
      email: null,
      reason: null,
      overdue: false,
      account: null,
      processedAt: expect.any(String),
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      action: 'processed',
      entityType: 'deletion_request',
      before: { status: 'pending' },
      after: { status: 'processed', accountDeleted: false },
    });
  });

  it("processes the account's other pending requests, by user or email, with it", async ({
    testApp,
    db,
    customer: { client, signUp },
    admin,
  }) => {
    const first = await requestDeletion(testApp, client, signUp.email);
    const again = await requestDeletion(testApp, signedOut(testApp), signUp.email);
    const otherAddress = await requestDeletion(testApp, client, uniqueEmail('second-thoughts'));
    const unrelated = await requestDeletion(testApp, signedOut(testApp), uniqueEmail('unrelated'));
    expect((await process(admin.client, first)).status).toBe(200);

    const rows = await db
      .select()
      .from(deletionRequests)
      .where(inArray(deletionRequests.id, [first, again, otherAddress, unrelated]));
    const statusOf = (id: string) => rows.find((row) => row.id === id);
    for (const id of [first, again, otherAddress]) {
      expect(statusOf(id)).toMatchObject({ status: 'processed', email: null, reason: null, userId: null });
    }
    expect(statusOf(unrelated)).toMatchObject({ status: 'pending', email: expect.any(String) });
    expect((await process(admin.client, again)).status).toBe(409);
  });

  it('lists processed requests newest first, without the email or reason', async ({ testApp, admin }) => {
    const ids = [
      await requestDeletion(testApp, signedOut(testApp), uniqueEmail('done-a')),
      await requestDeletion(testApp, signedOut(testApp), uniqueEmail('done-b')),
    ];
    for (const id of ids) expect((await process(admin.client, id)).status).toBe(200);
    const { items } = await list(admin.client, 'processed');
    expect(items.filter((item) => ids.includes(item.id)).map((item) => item.id)).toEqual([...ids].reverse());
    expect(items.every((item) => item.email === null && item.reason === null && !item.overdue)).toBe(true);
    expect((await list(admin.client, 'pending')).items.map((item) => item.id)).not.toContain(ids[0]);
  });
});
