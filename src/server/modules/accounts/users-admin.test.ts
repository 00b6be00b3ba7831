import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import { PASSWORD_MESSAGES } from '../../../domain/accounts/password-rules';
import { SIGN_IN_MESSAGES } from '../../../domain/accounts/signin.schema';
import { ADMIN_USER_MESSAGES, type AdminUserView, type UserRole } from '../../../domain/accounts/user-admin';
import { adminClient, expectAdminOnly } from '../../../testing/admin-client';
import { createPartnerOrganisation, partnerClient } from '../../../testing/partners';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';
import { auditLog } from '../../db/schema';

const listUsers = (client: TestClient, query: Record<string, string> = {}) =>
  client.api.admin.users.$get({ query });
const changeRole = (client: TestClient, id: string, role: UserRole) =>
  client.api.admin.users[':id'].role.$patch({ param: { id }, json: { role } });

async function page(admin: TestClient, query: Record<string, string>) {
  const response = await listUsers(admin, query);
  expect(response.status).toBe(200);
  return response.json();
}

const roleEntries = (db: Db, userId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)));

describe('admin users API: access', () => {
  it('lets only admins list users or change a role', async ({ testApp, clients }) => {
    const { userId } = await signedUpClient(testApp);
    expect((await expectAdminOnly(clients, (client) => listUsers(client))).status).toBe(200);
    const changed = await expectAdminOnly(clients, (client) => changeRole(client, userId, 'user'));
    expect(changed.status).toBe(200);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with the name from the profile, and none for an admin made on the CLI', async ({
    testApp,
    admin: reader,
  }) => {
    const tag = `list${Date.now().toString(36)}`;
    const customer = await signedUpClient(testApp, {
      email: `${tag}.ngozi@example.com`,
      firstName: 'Ngozi',
      middleName: 'Ada',
      lastName: 'Eze',
    });
    const admin = await adminClient(testApp);
    const { items } = await page(reader.client, { limit: '100' });
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(admin.userId)).toBeLessThan(ids.indexOf(customer.userId));
    expect(items.find((item) => item.id === customer.userId)).toEqual({
      id: customer.userId,
      email: `${tag}.ngozi@example.com`,
      name: 'Ngozi Ada Eze',
      role: 'user',
      twoFactorEnabled: false,
      createdAt: expect.any(String),
    } satisfies AdminUserView);
    expect(items.find((item) => item.id === admin.userId)).toMatchObject({
      email: admin.email,
      name: null,
      role: 'admin',
      twoFactorEnabled: true,
    });
  });

  it('searches email, first, last and full name in any case, with LIKE wildcards taken literally', async ({
    testApp,
    admin,
  }) => {
    const tag = `find${Date.now().toString(36)}`;
    const ife = await signedUpClient(testApp, {
      email: `${tag}@example.com`,
      firstName: 'Ifeoma',
      lastName: 'Nwosu',
    });
    const idsFor = async (q: string) => (await page(admin.client, { q })).items.map((item) => item.id);
    expect(await idsFor(tag.toUpperCase())).toEqual([ife.userId]);
    expect(await idsFor('ifeom')).toContain(ife.userId);
    expect(await idsFor('NWOSU')).toContain(ife.userId);
    expect(await idsFor('ifeoma nwosu')).toContain(ife.userId);
    expect(await idsFor(`${tag}%`)).toEqual([]);
    expect(await idsFor(`${tag.slice(0, -1)}_`)).toEqual([]);
  });

  it('filters by role', async ({ customer: { userId }, admin }) => {
    const admins = (await page(admin.client, { role: 'admin', limit: '100' })).items;
    const customers = (await page(admin.client, { role: 'user', limit: '100' })).items;
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((item) => item.role === 'admin')).toBe(true);
    expect(customers.every((item) => item.role === 'user')).toBe(true);
    expect(customers.map((item) => item.id)).toContain(userId);
  });

  it('walks every page once through the cursor, and refuses a broken cursor', async ({ testApp, admin }) => {
    const tag = `page${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let n = 0; n < 5; n++) {
      made.push((await signedUpClient(testApp, { email: `${tag}.${n}@example.com` })).userId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(admin.client, {
        q: tag,
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());

    for (const broken of ['nonsense', Buffer.from('2026-02-31T00:00:00.000000Z|abc').toString('base64url')]) {
      const response = await listUsers(admin.client, { cursor: broken });
      expect(response.status).toBe(400);
    }
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('promotes a user, who must choose an admin password before the console opens, and audits it', async ({
    customer: { userId, client },
    admin: { client: actor, userId: actorId },
    db,
  }) => {
    const response = await changeRole(actor, userId, 'admin');
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: userId, role: 'admin' });

    const refused = await client.fetch('/api/admin/users');
    expect(refused.status).toBe(403);
    // Their password was chosen under the customer rule (docs/decisions/012); two-factor setup comes after.
    expect(await refused.json()).toMatchObject({
      error: { code: 'password_change_required', message: PASSWORD_MESSAGES.changeRequired },
    });
    expect(await roleEntries(db, userId)).toEqual([
      expect.objectContaining({
        actorId,
        action: 'role changed',
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ]);
  });

  it('demotes an admin, who loses the console on their next request, and audits it', async ({
    testApp,
    admin,
    db,
  }) => {
    const demoted = await adminClient(testApp);
    expect((await listUsers(demoted.client)).status).toBe(200);
    const response = await changeRole(admin.client, demoted.userId, 'user');
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: demoted.userId, role: 'user' });

    const refused = await listUsers(demoted.client);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'forbidden', message: SIGN_IN_MESSAGES.accessDenied },
    });
    const [entry] = await roleEntries(db, demoted.userId);
    expect(entry).toMatchObject({ before: { role: 'admin' }, after: { role: 'user' } });
    expect(JSON.stringify(entry)).not.toContain(demoted.email);
  });

  it('answers the role a user already has with the user, changing nothing and auditing nothing', async ({
    testApp,
    admin,
    db,
  }) => {
    const { userId } = await signedUpClient(testApp);
    const response = await changeRole(admin.client, userId, 'user');
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: userId, role: 'user' });
    expect(await roleEntries(db, userId)).toEqual([]);
  });

  it("shows a partner's person as a partner, filters them, and leaves their role to their organisation", async ({
    testApp,
    admin,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { email } = await partnerClient(testApp, organisation.id, { twoFactor: false });
    const [found] = (await page(admin.client, { q: email })).items;
    expect(found).toMatchObject({ email, role: 'partner', name: 'Ada Partner' });
    const partners = (await page(admin.client, { role: 'partner', limit: '100' })).items;
    expect(partners.map((item) => item.email)).toEqual([email]);
    const customers = (await page(admin.client, { role: 'user', limit: '100' })).items;
    expect(customers.map((item) => item.email)).not.toContain(email);

    for (const role of ['admin', 'user'] as const) {
      const refused = await changeRole(admin.client, found!.id, role);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { message: ADMIN_USER_MESSAGES.partner } });
    }
    expect(await roleEntries(testApp.runtime.database.db, found!.id)).toEqual([]);
  });

  it('answers 404 for an unknown user and 422 for an unknown role', async ({ testApp, admin }) => {
    const unknown = await changeRole(admin.client, 'no-such-user', 'admin');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: ADMIN_USER_MESSAGES.notFound } });

    const { userId } = await signedUpClient(testApp);
    const invalid = await admin.client.fetch(`/api/admin/users/${userId}/role`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'owner' }),
    });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ error: { fields: { role: ADMIN_USER_MESSAGES.role } } });
  });
});
