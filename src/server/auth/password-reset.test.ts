import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import { readOutbox } from '../../testing/outbox';
import { signedUpClient } from '../../testing/signed-up-client';
import { TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { createTestClient, type TestClient } from '../../testing/test-client';

const RESET_LINK = new RegExp(
  `${TEST_ORIGIN}/api/auth/reset-password/([A-Za-z0-9]+)\\?callbackURL=%2Freset-password`,
);

function requestReset(client: TestClient, email: string) {
  return client.postJson('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}

async function mailsTo(testApp: TestApp, email: string) {
  return (await readOutbox(testApp)).filter((mail) => mail.to === email);
}

async function signIn(testApp: TestApp, email: string, password: string) {
  return createTestClient(testApp).postJson('/api/auth/sign-in/email', { email, password });
}

describe('password reset', () => {
  it('mails a link that leads to a new password; the old one stops working', async ({
    testApp,
    customer: { client: firstSession, signUp },
  }) => {
    const response = await requestReset(createTestClient(testApp), signUp.email);
    expect(response.status).toBe(200);

    const mails = await mailsTo(testApp, signUp.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-[0-9a-f]+\.eml$/);
    expect(mails[0]?.subject).toBe('Reset your Diaspora Hub password');
    expect(mails[0]?.decoded).toContain('valid for 1 hour');
    const [link, tokenInLink] = RESET_LINK.exec(mails[0]?.decoded ?? '') ?? [];
    expect(tokenInLink).toBeTruthy();

    // Opening the link redirects to the web's reset page with the token in the query.
    const opened = await createTestClient(testApp).fetch(link!, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
    const token = location.searchParams.get('token');
    expect(token).toBe(tokenInLink);

    const reset = await createTestClient(testApp).postJson('/api/auth/reset-password', {
      newPassword: 'a-brand-new-password',
      token,
    });
    expect(reset.status).toBe(200);

    expect((await signIn(testApp, signUp.email, 'a-brand-new-password')).status).toBe(200);
    expect((await signIn(testApp, signUp.email, signUp.password)).status).toBe(401);
    // Sessions opened with the old password end with it.
    expect((await firstSession.api.me.$get()).status).toBe(401);

    const again = await createTestClient(testApp).postJson('/api/auth/reset-password', {
      newPassword: 'yet-another-password',
      token,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
  });

  it('answers 200 for an unknown email and sends nothing', async ({ testApp }) => {
    const before = (await readOutbox(testApp)).length;
    const response = await requestReset(createTestClient(testApp), 'nobody-here@example.com');
    expect(response.status).toBe(200);
    expect(await readOutbox(testApp)).toHaveLength(before);
  });

  it('refuses an invalid token and a too-short password in the API error shape', async ({
    testApp,
    visitor: client,
  }) => {
    const invalid = await client.postJson('/api/auth/reset-password', {
      newPassword: 'long-enough-password',
      token: 'not-a-real-token',
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: 'bad_request' } });

    const { signUp } = await signedUpClient(testApp);
    await requestReset(client, signUp.email);
    const [mail] = await mailsTo(testApp, signUp.email);
    const token = RESET_LINK.exec(mail?.decoded ?? '')?.[1];
    const short = await client.postJson('/api/auth/reset-password', { newPassword: 'abc', token });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('refuses a request from another origin or with a foreign redirect', async ({
    customer: { signUp },
    visitor: client,
    testApp,
  }) => {
    const crossOrigin = await client.postJson(
      '/api/auth/request-password-reset',
      { email: signUp.email, redirectTo: '/reset-password' },
      { origin: 'https://evil.example' },
    );
    expect(crossOrigin.status).toBe(403);
    const foreignRedirect = await client.postJson('/api/auth/request-password-reset', {
      email: signUp.email,
      redirectTo: 'https://evil.example/steal',
    });
    expect(foreignRedirect.status).toBe(403);
    expect(await foreignRedirect.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect(await mailsTo(testApp, signUp.email)).toHaveLength(0);
  });

  it('limits reset requests per email across addresses', async ({ testApp, customer: { signUp } }) => {
    for (let i = 0; i < 10; i++) await requestReset(createTestClient(testApp), signUp.email);
    const response = await requestReset(createTestClient(testApp), signUp.email.toUpperCase());
    expect(response.status).toBe(429);
    expect(await mailsTo(testApp, signUp.email)).toHaveLength(10);
  });
});
