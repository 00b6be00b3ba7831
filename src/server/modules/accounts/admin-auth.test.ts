import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import { SIGN_IN_MESSAGES, SIGN_IN_MISSING } from '../../../domain/accounts/signin.schema';
import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_MESSAGES } from '../../../domain/accounts/admin-session';
import { enrolTotp } from '../../../testing/admin-client';
import { makeSignUp } from '../../../testing/factories';
import { createTestClient } from '../../../testing/test-client';
import { totpCode } from '../../../testing/totp';
import { adminSessionActivity, session } from '../../db/schema';
import { setUserRole } from './accounts.repo';
import { createAdmin } from './create-admin.service';

const signIn = (client: ReturnType<typeof createTestClient>, email: string, password: string) =>
  client.api.admin['sign-in'].$post({ json: { email, password } });

/** Any admin-only endpoint: the audit log. */
const adminEndpoint = (client: ReturnType<typeof createTestClient>) => client.fetch('/api/admin/audit-log');

describe('admin sign-in', () => {
  it('signs a new admin in and asks them to set up two-factor before the console opens', async ({
    testApp,
  }) => {
    await createAdmin(testApp.runtime, 'chief@example.com', 'chief-password');
    const client = createTestClient(testApp);
    const response = await signIn(client, 'chief@example.com', 'chief-password');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ next: 'setup' });
    expect(await (await client.api.me.$get()).json()).toMatchObject({
      user: { role: 'admin', twoFactorEnabled: false },
    });

    const refused = await adminEndpoint(client);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'two_factor_required', message: ADMIN_MESSAGES.twoFactorRequired },
    });

    await enrolTotp(client, 'chief-password');
    expect((await adminEndpoint(client)).status).toBe(200);
  });

  it('asks an enrolled admin for the code and opens a session only with the right one', async ({
    admin: { email, password, totpUri },
    visitor: client,
  }) => {
    const response = await signIn(client, email, password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ next: 'verify' });
    expect((await client.api.me.$get()).status).toBe(401);

    const wrong = await client.postJson('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect((await client.api.me.$get()).status).toBe(401);

    const right = await client.postJson('/api/auth/two-factor/verify-totp', { code: totpCode(totpUri!) });
    expect(right.status).toBe(200);
    expect((await adminEndpoint(client)).status).toBe(200);
  });

  it('refuses a non-admin and keeps no session, checked on the server', async ({ testApp }) => {
    const signUp = makeSignUp();
    await createTestClient(testApp).api.accounts.$post({ json: signUp });
    const client = createTestClient(testApp);
    const response = await signIn(client, signUp.email, signUp.password);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchObject({ error: { message: SIGN_IN_MESSAGES.accessDenied } });
    expect((await client.api.me.$get()).status).toBe(401);
  });

  it('refuses a former admin who kept two-factor, sending no challenge cookie', async ({
    testApp,
    admin: { userId, email, password },
  }) => {
    // Demoted directly: the console's own demotion is tested with the users module.
    await setUserRole(testApp.runtime.database.db, userId, 'user');
    const client = createTestClient(testApp);
    const response = await signIn(client, email, password);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers a wrong password with 401', async ({ testApp }) => {
    const response = await signIn(createTestClient(testApp), 'chief@example.com', 'not-it');
    expect(response.status).toBe(401);
  });

  it('asks for both fields, each with its own message', async ({ testApp }) => {
    const response = await createTestClient(testApp).postJson('/api/admin/sign-in', {
      email: 'chief@example.com',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        message: SIGN_IN_MISSING.password,
        fields: { password: SIGN_IN_MISSING.password },
      },
    });
  });
});

describe('admin session inactivity', () => {
  async function sessionIdOf(db: Db, userId: string) {
    const [row] = await db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
    return row!.id;
  }

  it('keeps an admin session that is used, and ends it after 12 hours without a request', async ({
    db,
    admin: { client, userId },
  }) => {
    expect((await adminEndpoint(client)).status).toBe(200);
    const sessionId = await sessionIdOf(db, userId);

    const almost = new Date(Date.now() - ADMIN_IDLE_TIMEOUT_MS + 60_000);
    await db
      .update(adminSessionActivity)
      .set({ lastActiveAt: almost })
      .where(eq(adminSessionActivity.sessionId, sessionId));
    expect((await adminEndpoint(client)).status).toBe(200);

    const idle = new Date(Date.now() - ADMIN_IDLE_TIMEOUT_MS - 60_000);
    await db
      .update(adminSessionActivity)
      .set({ lastActiveAt: idle })
      .where(eq(adminSessionActivity.sessionId, sessionId));
    const expired = await adminEndpoint(client);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { message: ADMIN_MESSAGES.idleExpired } });
    // The session is gone for the whole API, not only the console.
    expect((await client.api.me.$get()).status).toBe(401);
    expect(await db.select().from(session).where(eq(session.id, sessionId))).toEqual([]);
  });
});
