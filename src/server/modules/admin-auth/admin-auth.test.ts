import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../../domain/accounts/signin.schema';
import { makeSignUp } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestClient } from '../../../testing/test-client';
import { createAdmin } from '../accounts/create-admin.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('admin sign-in', () => {
  it('signs an admin in with an admin session', async () => {
    await createAdmin(testApp.runtime, 'chief@example.com', 'chief-password');
    const client = createTestClient(testApp);
    const response = await client.api.admin['sign-in'].$post({
      json: { email: 'chief@example.com', password: 'chief-password' },
    });
    expect(response.status).toBe(200);
    expect(await (await client.api.me.$get()).json()).toMatchObject({ user: { role: 'admin' } });
  });

  it('refuses a non-admin and keeps no session, checked on the server', async () => {
    const signUp = makeSignUp();
    await createTestClient(testApp).api.accounts.$post({ json: signUp });
    const client = createTestClient(testApp);
    const response = await client.api.admin['sign-in'].$post({
      json: { email: signUp.email, password: signUp.password },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchObject({ error: { message: SIGN_IN_MESSAGES.accessDenied } });
    expect((await client.api.me.$get()).status).toBe(401);
  });

  it('answers a wrong password with 401', async () => {
    const response = await createTestClient(testApp).api.admin['sign-in'].$post({
      json: { email: 'chief@example.com', password: 'not-it' },
    });
    expect(response.status).toBe(401);
  });

  it("asks for both fields with the admin screen's message", async () => {
    const response = await createTestClient(testApp).postJson('/api/admin/sign-in', {
      email: 'chief@example.com',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        message: SIGN_IN_MESSAGES.adminRequired,
        fields: { password: SIGN_IN_MESSAGES.adminRequired },
      },
    });
  });
});
