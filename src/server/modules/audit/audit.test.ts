import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { TestClient } from '../../../testing/test-client';
import type { Db } from '../../db/client';
import type { AuditEntryView, AuditedEntity } from '../../../domain/audit/audit';
import { adminClient, expectAdminOnly } from '../../../testing/admin-client';
import { deleteUser } from '../accounts/accounts.repo';
import { insertAuditEntry } from './audit.repo';
import { recordAudit } from './audit.service';

async function readLog(admin: TestClient, query: Record<string, string>) {
  const response = await admin.api.admin['audit-log'].$get({ query });
  expect(response.status).toBe(200);
  return response.json();
}

/** Entries about one fresh row of `entityType`, written `minutesAgo` apart (0 is now). */
async function entriesAbout(db: Db, entityType: AuditedEntity, actorId: string, minutesAgo: number[]) {
  const entityId = randomUUID();
  for (const [n, minutes] of minutesAgo.entries()) {
    await insertAuditEntry(db, {
      actorId,
      action: 'status changed',
      entityType,
      entityId,
      before: { status: `s${n}` },
      after: { status: `s${n + 1}` },
      createdAt: new Date(Date.now() - minutes * 60_000),
    });
  }
  return entityId;
}

describe('GET /api/admin/audit-log', () => {
  it('is for admins only', async ({ clients }) => {
    expect((await expectAdminOnly(clients, (client) => client.fetch('/api/admin/audit-log'))).status).toBe(
      200,
    );
  });

  it("lists one row's entries newest first with the acting admin's email and the before and after", async ({
    testApp,
    db,
    admin,
  }) => {
    const actor = await adminClient(testApp);
    const entityId = await entriesAbout(db, 'order', actor.userId, [30, 10, 20]);
    const { items, nextCursor } = await readLog(admin.client, { entityType: 'order', entityId });
    expect(nextCursor).toBeNull();
    expect(items.map((item) => item.before)).toEqual([{ status: 's1' }, { status: 's2' }, { status: 's0' }]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      actor: { id: actor.userId, email: actor.email },
      action: 'status changed',
      entityType: 'order',
      entityId,
      before: { status: 's1' },
      after: { status: 's2' },
      createdAt: expect.any(String),
    } satisfies AuditEntryView);
  });

  it('filters by kind of row, and by row alone', async ({ testApp, db, admin }) => {
    const actor = await adminClient(testApp);
    const plan = await entriesAbout(db, 'funeral_plan', actor.userId, [0]);
    const order = await entriesAbout(db, 'order', actor.userId, [0]);
    const plans = (await readLog(admin.client, { entityType: 'funeral_plan', limit: '100' })).items;
    expect(plans.every((item) => item.entityType === 'funeral_plan')).toBe(true);
    expect(plans.map((item) => item.entityId)).toContain(plan);
    expect(plans.map((item) => item.entityId)).not.toContain(order);
    expect((await readLog(admin.client, { entityId: order })).items.map((item) => item.entityId)).toEqual([
      order,
    ]);
    expect((await readLog(admin.client, { entityType: 'funeral_plan', entityId: order })).items).toEqual([]);
  });

  it('shows every kind for an unknown kind rather than refusing a hand-edited URL', async ({ db, admin }) => {
    for (const kind of ['order', 'funeral_plan', 'property'] as const)
      await entriesAbout(db, kind, admin.userId, [0, 1]);
    const all = await readLog(admin.client, { limit: '5' });
    expect(await readLog(admin.client, { entityType: 'nonsense', limit: '5' })).toEqual(all);
  });

  it('walks the pages through the cursor, entries made at the same moment included, once each', async ({
    testApp,
    admin,
    db,
  }) => {
    const actor = await adminClient(testApp);
    const entityId = await entriesAbout(db, 'property', actor.userId, [5, 5, 5, 4, 3]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof readLog>> = await readLog(admin.client, {
        entityId,
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    for (const cursor of [
      'nonsense',
      Buffer.from(`2026-13-45T00:00:00.000000Z|${entityId}`).toString('base64url'),
    ]) {
      const broken = await admin.client.api.admin['audit-log'].$get({ query: { cursor } });
      expect(broken.status, cursor).toBe(400);
    }
  });

  it('keeps the entries of an admin whose account is gone, without an email', async ({
    testApp,
    db,
    admin,
  }) => {
    const gone = await adminClient(testApp);
    const entityId = randomUUID();
    await recordAudit(db, {
      actorId: gone.userId,
      action: 'processed',
      entityType: 'deletion_request',
      entityId,
    });
    await deleteUser(db, gone.userId);
    const [entry] = (await readLog(admin.client, { entityId })).items;
    expect(entry).toMatchObject({ actor: { id: gone.userId, email: null }, before: null, after: null });
  });
});
