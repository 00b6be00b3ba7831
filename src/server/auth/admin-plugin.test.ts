import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { Db } from '../db/client';
import { adminClient } from '../../testing/admin-client';
import { signedUpClient } from '../../testing/signed-up-client';
import { session, user } from '../db/schema';
import { ADMIN_PLUGIN_PATHS, adminPlugin } from './admin-plugin';

/** What any of the plugin's endpoints could change: every user row and every session. */
async function snapshot(db: Db) {
  const users = await db
    .select({
      id: user.id,
      role: user.role,
      banned: user.banned,
      name: user.name,
      email: user.email,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .orderBy(user.id);
  const sessions = await db
    .select({ id: session.id, userId: session.userId })
    .from(session)
    .orderBy(session.id);
  return { users, sessions };
}

/** A body that would do harm at every endpoint, were it served. */
const harmfulBody = (victimId: string) => ({
  userId: victimId,
  role: 'admin',
  newPassword: 'taken-over-password',
  email: 'new-admin@example.com',
  password: 'taken-over-password',
  name: 'Taken Over',
  data: { name: 'Taken Over' },
  banReason: 'test',
  sessionToken: 'any',
  permissions: { user: ['list'] },
});

describe("better-auth's admin plugin endpoints", () => {
  it('are read from the plugin itself, so a new endpoint is covered without editing this test', () => {
    expect(ADMIN_PLUGIN_PATHS).toEqual(Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path));
    // The ones the issue names, as a floor: fewer would mean the list is no longer read from the plugin.
    for (const path of [
      '/admin/set-role',
      '/admin/impersonate-user',
      '/admin/remove-user',
      '/admin/ban-user',
    ]) {
      expect(ADMIN_PLUGIN_PATHS).toContain(path);
    }
  });

  it.for([
    ['an admin with two-factor', true],
    ['an admin without two-factor', false],
  ] as const)(
    'answer 404 to %s, over GET and POST, and change nothing',
    async ([_who, twoFactor], { testApp, db }) => {
      const { client } = await adminClient(testApp, { twoFactor });
      const { userId: victimId } = await signedUpClient(testApp);
      const before = await snapshot(db);

      for (const path of ADMIN_PLUGIN_PATHS) {
        const url = `/api/auth${path}`;
        const get = await client.fetch(`${url}?userId=${victimId}&id=${victimId}`);
        expect(get.status, `GET ${url}`).toBe(404);
        const post = await client.postJson(url, harmfulBody(victimId));
        expect(post.status, `POST ${url}`).toBe(404);
      }
      expect(await snapshot(db)).toEqual(before);
    },
  );

  it('stay closed however the URL is spelled', async ({
    admin: { client },
    customer: { userId: victimId },
    db,
  }) => {
    const before = await snapshot(db);
    const spellings = (path: string) => [
      `/api/auth${path}/`,
      `/api/auth/${path}`,
      `/api/auth${path.replace('-', '%2D')}`,
      `/api/auth${path.replace('/admin/', '/%61dmin/')}`,
      `/api/auth${path}?x=1`,
    ];
    for (const path of ADMIN_PLUGIN_PATHS) {
      for (const url of spellings(path)) {
        const response = await client.postJson(url, harmfulBody(victimId));
        expect([403, 404], `POST ${url}`).toContain(response.status);
      }
    }
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('/api/auth/update-user', () => {
  const protectedFields = {
    role: 'admin',
    banned: true,
    banReason: 'self-inflicted',
    banExpires: new Date(Date.now() + 86_400_000).toISOString(),
    twoFactorEnabled: true,
    passwordChangeRequired: true,
    emailVerified: true,
    email: 'other@example.com',
    id: 'another-id',
  };

  async function rowOf(db: Db, userId: string) {
    const [row] = await db.select().from(user).where(eq(user.id, userId));
    return row!;
  }

  it.for(Object.entries(protectedFields))(
    'cannot set %s',
    async ([field, value], { db, customer: { client, userId } }) => {
      const before = await rowOf(db, userId);
      const response = await client.postJson('/api/auth/update-user', { [field]: value });
      expect(response.status, field).toBeLessThan(500);
      const after = await rowOf(db, userId);
      expect({ ...after, updatedAt: before.updatedAt }).toEqual(before);
    },
  );

  it('cannot clear the demand for a longer admin password', async ({ testApp, db }) => {
    const { client, userId } = await adminClient(testApp, { twoFactor: false });
    await db.update(user).set({ passwordChangeRequired: true }).where(eq(user.id, userId));
    await client.postJson('/api/auth/update-user', { passwordChangeRequired: false, name: 'Still Flagged' });
    expect((await rowOf(db, userId)).passwordChangeRequired).toBe(true);
  });
});
