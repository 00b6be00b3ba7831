import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import type { TestApp } from '../../../testing/test-app';
import { PASSWORD_MESSAGES } from '../../../domain/accounts/password-rules';
import { adminClient, enrolTotp } from '../../../testing/admin-client';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { totpCode } from '../../../testing/totp';
import { user } from '../../db/schema';
import { createAdmin } from './create-admin.service';
import { WRONG_CURRENT_PASSWORD } from './admin-password.service';

/** An admin whose password is shorter than 12 characters chooses a longer one before the console opens. */

const SHORT = 'short-pw1';
const LONG = 'a much longer admin password';

async function flagOf(db: Db, userId: string) {
  const [row] = await db.select({ flag: user.passwordChangeRequired }).from(user).where(eq(user.id, userId));
  return row?.flag;
}

/** A customer with a 9-character password, promoted the way create-admin promotes an existing account. */
async function promotedWithShortPassword(testApp: TestApp) {
  const { signUp, userId } = await signedUpClient(testApp, { password: SHORT, confirmPassword: SHORT });
  await createAdmin(testApp.runtime, signUp.email, 'ignored-for-existing');
  return { email: signUp.email, userId };
}

const signIn = (client: TestClient, email: string, password: string) =>
  client.api.admin['sign-in'].$post({ json: { email, password } });
const adminEndpoint = (client: TestClient) => client.fetch('/api/admin/audit-log');
const changePassword = (client: TestClient, body: Record<string, string>) =>
  client.postJson('/api/admin/password', body);

async function errorCode(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('an admin with a password shorter than 12 characters', () => {
  it('is flagged on promotion and asked for a new password before two-factor setup', async ({
    testApp,
    db,
  }) => {
    const { email, userId } = await promotedWithShortPassword(testApp);
    expect(await flagOf(db, userId)).toBe(true);

    const client = createTestClient(testApp);
    const response = await signIn(client, email, SHORT);
    expect(await response.json()).toEqual({ next: 'change-password' });
    const refused = await adminEndpoint(client);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'password_change_required', message: PASSWORD_MESSAGES.changeRequired },
    });
    expect(await (await client.api.me.$get()).json()).toMatchObject({
      user: { role: 'admin', passwordChangeRequired: true },
    });

    const fields = async (body: Record<string, string>) =>
      ((await (await changePassword(client, body)).json()) as { error: { fields: unknown } }).error.fields;
    expect(
      await fields({ currentPassword: SHORT, newPassword: 'elevenchars', confirmPassword: 'elevenchars' }),
    ).toEqual({ newPassword: PASSWORD_MESSAGES.adminTooShort });
    expect(
      await fields({ currentPassword: SHORT, newPassword: '1qaz2wsx3edc', confirmPassword: '1qaz2wsx3edc' }),
    ).toEqual({ newPassword: PASSWORD_MESSAGES.common });
    expect(await fields({ currentPassword: 'not-it', newPassword: LONG, confirmPassword: LONG })).toEqual({
      currentPassword: WRONG_CURRENT_PASSWORD,
    });
    expect(await flagOf(db, userId)).toBe(true);

    const changed = await changePassword(client, {
      currentPassword: SHORT,
      newPassword: LONG,
      confirmPassword: LONG,
    });
    expect(changed.status).toBe(200);
    expect(await flagOf(db, userId)).toBe(false);
    // The console's next step is two-factor setup, confirmed with the new password.
    expect(await errorCode(await adminEndpoint(client))).toBe('two_factor_required');
    await enrolTotp(client, LONG);
    expect((await adminEndpoint(client)).status).toBe(200);
  });

  it('with two-factor on, enters the code first, then must change the password', async ({ testApp, db }) => {
    const { email, userId } = await promotedWithShortPassword(testApp);
    const setup = createTestClient(testApp);
    await signIn(setup, email, SHORT);
    await db.update(user).set({ passwordChangeRequired: false }).where(eq(user.id, userId));
    const totpUri = await enrolTotp(setup, SHORT);

    const client = createTestClient(testApp);
    expect(await (await signIn(client, email, SHORT)).json()).toEqual({ next: 'verify' });
    expect(await flagOf(db, userId)).toBe(true);
    await client.postJson('/api/auth/two-factor/verify-totp', { code: totpCode(totpUri) });
    expect(await errorCode(await adminEndpoint(client))).toBe('password_change_required');

    expect(
      (await changePassword(client, { currentPassword: SHORT, newPassword: LONG, confirmPassword: LONG }))
        .status,
    ).toBe(200);
    expect((await adminEndpoint(client)).status).toBe(200);
    // Every other session of that admin was signed out by the change.
    expect((await setup.api.me.$get()).status).toBe(401);
  });

  it('is no longer asked once they sign in with a password that is long enough (after a reset)', async ({
    testApp,
    db,
  }) => {
    const { client, userId, email, password } = await adminClient(testApp, { twoFactor: false });
    await db.update(user).set({ passwordChangeRequired: true }).where(eq(user.id, userId));
    expect(await (await signIn(createTestClient(testApp), email, password)).json()).toEqual({
      next: 'setup',
    });
    expect(await flagOf(db, userId)).toBe(false);
    expect(await errorCode(await adminEndpoint(client))).toBe('two_factor_required');
  });

  it('is a step for admins only', async ({ testApp, customer: { client } }) => {
    const response = await changePassword(client, {
      currentPassword: 'x',
      newPassword: LONG,
      confirmPassword: LONG,
    });
    expect(response.status).toBe(403);
    expect((await changePassword(createTestClient(testApp), {})).status).toBe(401);
  });
});

describe('promotion to admin', () => {
  it('leaves an admin who already was one as they were', async ({
    testApp,
    admin: { userId, email },
    db,
  }) => {
    await createAdmin(testApp.runtime, email, 'ignored-for-existing');
    expect(await flagOf(db, userId)).toBe(false);
  });
});
