import { describe, expect } from 'vitest';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../domain/accounts/email-verification';
import { it } from '../../testing/api-test';
import { CONFIRM_EMAIL_SUBJECT } from '../mail/confirm-email-mail';
import { makeOrderRequest } from '../../testing/order-factories';
import { mailSettled, readOutbox } from '../../testing/outbox';
import { signedUpClient } from '../../testing/signed-up-client';
import { TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

const CONFIRM_LINK = new RegExp(
  `${TEST_ORIGIN}(/api/auth/verify-email\\?token=[\\w.-]+&callbackURL=%2Femail-confirmed)`,
);

async function confirmationLinks(testApp: TestApp, email: string) {
  await mailSettled(testApp);
  const mails = (await readOutbox(testApp, { withConfirmationLinks: true })).filter(
    (mail) => mail.to === email && mail.subject === CONFIRM_EMAIL_SUBJECT,
  );
  return mails.map((mail) => CONFIRM_LINK.exec(mail.decoded)?.[1]);
}

async function emailVerified(client: TestClient) {
  return ((await (await client.api.me.$get()).json()) as { user: { emailVerified: boolean } }).user
    .emailVerified;
}

describe('e-mail confirmed before money moves (decision 063)', () => {
  it('mails a link on sign-up; until it is opened an order is refused with the message, and then placed', async ({
    testApp,
  }) => {
    const { client, signUp } = await signedUpClient(testApp, {}, { confirmed: false });
    expect(await emailVerified(client)).toBe(false);

    const refused = await client.api.orders.$post({ json: makeOrderRequest() });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'email_not_verified', message: EMAIL_CONFIRMATION_MESSAGES.required },
    });
    // Browsing stays open.
    expect((await client.fetch('/api/funeral-plans')).status).toBe(200);

    const [link] = await confirmationLinks(testApp, signUp.email);
    expect(link).toBeTruthy();
    const opened = await client.fetch(link ?? '', { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/email-confirmed');
    expect(await emailVerified(client)).toBe(true);
    expect((await client.api.orders.$post({ json: makeOrderRequest() })).status).toBe(201);
  });

  it('refuses applying, claiming and paying the same way, and a forged or reused link confirms nothing', async ({
    testApp,
  }) => {
    const { client } = await signedUpClient(testApp, {}, { confirmed: false });
    for (const path of [
      '/api/funeral-applications',
      '/api/property-applications',
      '/api/payments/checkout',
    ]) {
      const answer = await client.postJson(path, {});
      expect(answer.status, path).toBe(403);
    }
    const forged = await client.fetch(
      '/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-confirmed',
      {
        redirect: 'manual',
      },
    );
    expect(forged.headers.get('location')).toMatch(/^\/email-confirmed\?error=/);
    expect(await emailVerified(client)).toBe(false);
  });

  it('sends a new link when asked, signed in', async ({ testApp }) => {
    const { client, signUp } = await signedUpClient(testApp, {}, { confirmed: false });
    const asked = await client.postJson('/api/auth/send-verification-email', {
      email: signUp.email,
      callbackURL: '/email-confirmed',
    });
    expect(asked.status).toBe(200);
    expect(await confirmationLinks(testApp, signUp.email)).toHaveLength(2);
  });
});
