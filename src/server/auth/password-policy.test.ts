import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import { PASSWORD_MESSAGES } from '../../domain/accounts/password-rules';
import { makeSignUp } from '../../testing/factories';
import { readOutbox } from '../../testing/outbox';
import { signedUpClient } from '../../testing/signed-up-client';
import { TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { createTestClient } from '../../testing/test-client';
import { createAdmin } from '../modules/accounts/create-admin.service';

/** Every place a password is set refuses one of the 10,000 most common (docs/decisions/012). */

const COMMON = { error: { code: 'validation_failed', message: PASSWORD_MESSAGES.common } };

const signsIn = async (testApp: TestApp, email: string, password: string) =>
  (await createTestClient(testApp).postJson('/api/auth/sign-in/email', { email, password })).status === 200;

describe('a common password', () => {
  it('is refused at sign-up on the password field, in any case, and no account is made', async ({
    testApp,
  }) => {
    for (const password of ['password', 'PassWord', 'iloveyou']) {
      const signUp = makeSignUp({ password, confirmPassword: password });
      const response = await createTestClient(testApp).api.accounts.$post({ json: signUp });
      expect(response.status, password).toBe(422);
      expect(await response.json()).toMatchObject({
        error: { ...COMMON.error, fields: { password: PASSWORD_MESSAGES.common } },
      });
      expect(await signsIn(testApp, signUp.email, password)).toBe(false);
    }
  });

  it('still lets an uncommon 6-character password through (the spec minimum)', async ({ testApp }) => {
    const signUp = makeSignUp({ password: 'zq7#kp', confirmPassword: 'zq7#kp' });
    expect((await createTestClient(testApp).api.accounts.$post({ json: signUp })).status).toBe(201);
  });

  it('is refused by change-password, and the old password keeps working', async ({
    customer: { client, signUp },
    testApp,
  }) => {
    const response = await client.postJson('/api/auth/change-password', {
      currentPassword: signUp.password,
      newPassword: 'Qwerty123',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject(COMMON);
    expect(await signsIn(testApp, signUp.email, signUp.password)).toBe(true);
  });

  it('is refused by reset-password, and the link still works for a better one', async ({
    testApp,
    customer: { signUp },
    visitor: client,
  }) => {
    await client.postJson('/api/auth/request-password-reset', {
      email: signUp.email,
      redirectTo: '/reset-password',
    });
    const mail = (await readOutbox(testApp)).find((found) => found.to === signUp.email);
    const token = new RegExp(`${TEST_ORIGIN}/api/auth/reset-password/([A-Za-z0-9]+)`).exec(
      mail!.decoded,
    )?.[1];

    const common = await client.postJson('/api/auth/reset-password', { newPassword: 'letmein1', token });
    expect(common.status).toBe(422);
    expect(await common.json()).toMatchObject(COMMON);
    expect(await signsIn(testApp, signUp.email, 'letmein1')).toBe(false);

    const better = await client.postJson('/api/auth/reset-password', {
      newPassword: 'an uncommon one',
      token,
    });
    expect(better.status).toBe(200);
  });

  it('is refused by create-admin, as is one shorter than 12 characters', async ({ testApp }) => {
    await expect(createAdmin(testApp.runtime, 'common@example.com', 'qwerty123456')).rejects.toMatchObject({
      code: 'validation_failed',
      message: PASSWORD_MESSAGES.common,
    });
    await expect(createAdmin(testApp.runtime, 'short@example.com', 'elevenchars')).rejects.toMatchObject({
      code: 'validation_failed',
      message: PASSWORD_MESSAGES.adminTooShort,
    });
    expect(await signsIn(testApp, 'short@example.com', 'elevenchars')).toBe(false);
    await expect(createAdmin(testApp.runtime, 'long@example.com', 'twelve chars')).resolves.toMatchObject({
      created: true,
    });
  });
});

describe("better-auth's change-password", () => {
  it('asks an admin for 12 characters, and a customer for the spec minimum', async ({ testApp, admin }) => {
    const short = await admin.client.postJson('/api/auth/change-password', {
      currentPassword: admin.password,
      newPassword: 'short-pw-9',
    });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({ error: { message: PASSWORD_MESSAGES.adminTooShort } });
    expect(await signsIn(testApp, admin.email, admin.password)).toBe(true);

    const { client, signUp } = await signedUpClient(testApp);
    const changed = await client.postJson('/api/auth/change-password', {
      currentPassword: signUp.password,
      newPassword: 'short-pw-9',
    });
    expect(changed.status).toBe(200);
  });
});

describe('npm run create-admin', () => {
  it('refuses a password shorter than 12 characters with a clear message, exiting non-zero', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/cli/create-admin.ts',
        '--email',
        'x@example.com',
        '--password',
        'secret12',
      ],
      {
        encoding: 'utf8',
        // Where the command would write, were the check missing: never a shared database.
        env: {
          // eslint-disable-next-line no-restricted-properties -- the child process needs PATH and the like
          ...process.env,
          DATABASE_URL: undefined,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'create-admin-')),
        },
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--password must be at least 12 characters');
  });
});
