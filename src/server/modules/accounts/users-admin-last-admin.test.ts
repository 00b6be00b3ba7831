import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import { ADMIN_USER_MESSAGES, type UserRole } from '../../../domain/accounts/user-admin';
import { adminClient } from '../../../testing/admin-client';
import type { TestClient } from '../../../testing/test-client';
import { ADMIN_ROLE } from '../../auth/session';
import { auditLog, user } from '../../db/schema';

const changeRole = (client: TestClient, id: string, role: UserRole) =>
  client.api.admin.users[':id'].role.$patch({ param: { id }, json: { role } });
const adminIds = async (db: Db) =>
  (await db.select({ id: user.id }).from(user).where(eq(user.role, ADMIN_ROLE))).map((row) => row.id);

// Each test starts from a console with no admin (its own empty database); the test makes the ones it needs.
describe('never the last admin', () => {
  it('refuses to demote the only admin, themselves, with 409 and a message', async ({ db, admin: only }) => {
    const response = await changeRole(only.client, only.userId, 'user');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'conflict', message: ADMIN_USER_MESSAGES.lastAdmin },
    });
    expect(await adminIds(db)).toEqual([only.userId]);
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, only.userId))).toEqual([]);
  });

  it('lets an admin remove themselves while another admin remains', async ({
    testApp,
    admin: leaving,
    db,
  }) => {
    const staying = await adminClient(testApp);
    expect((await changeRole(leaving.client, leaving.userId, 'user')).status).toBe(200);
    expect(await adminIds(db)).toEqual([staying.userId]);
    expect((await leaving.client.fetch('/api/admin/users')).status).toBe(403);
  });

  it('keeps one admin when the last two demote each other at the same moment', async ({
    testApp,
    admin: first,
    db,
  }) => {
    const second = await adminClient(testApp);
    const responses = await Promise.all([
      changeRole(first.client, second.userId, 'user'),
      changeRole(second.client, first.userId, 'user'),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    // The loser is refused by the lock (409) or, when the winner's change landed before its request was
    // authorised, by the admin guard (403): either way one admin stays.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await adminIds(db)).toHaveLength(1);
  });

  it('keeps one admin when two admins demote themselves at the same moment', async ({
    testApp,
    admin: first,
    db,
  }) => {
    const second = await adminClient(testApp);
    const responses = await Promise.all([
      changeRole(first.client, first.userId, 'user'),
      changeRole(second.client, second.userId, 'user'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await adminIds(db)).toHaveLength(1);
  });
});
