import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { TestApp } from '../../testing/test-app';
import { enrolTotp } from '../../testing/admin-client';
import { signedUpClient } from '../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../testing/test-client';
import { totpCode } from '../../testing/totp';

/** A fresh client at its own address, signed in as the user. */
async function signedInElsewhere(testApp: TestApp, email: string, password: string): Promise<TestClient> {
  const client = createTestClient(testApp);
  const response = await client.postJson('/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  return client;
}

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ error: { code: 'rate_limited' } });
}

describe('password checks', () => {
  it('allow 10 wrong passwords per user in 15 minutes, across verify-password and change-password and addresses', async ({
    testApp,
    customer: { client, signUp },
  }) => {
    const verify = (as: TestClient, password: string) =>
      as.postJson('/api/auth/verify-password', { password });
    for (let i = 0; i < 5; i++) expect((await verify(client, `wrong-${i}`)).status).toBe(400);
    // A right password takes back its own count: it is not a guess.
    expect((await verify(client, signUp.password)).status).toBe(200);
    const elsewhere = await signedInElsewhere(testApp, signUp.email, signUp.password);
    for (let i = 0; i < 5; i++) {
      const changed = await elsewhere.postJson('/api/auth/change-password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'a-new-password-9',
      });
      expect(changed.status).toBe(400);
    }
    const third = await signedInElsewhere(testApp, signUp.email, signUp.password);
    await expectRateLimited(await verify(third, signUp.password));
    // Other users are not held back.
    const other = await signedUpClient(testApp);
    expect((await verify(other.client, other.signUp.password)).status).toBe(200);
  });

  it('allow 10 checks a minute per address', async ({ testApp, customer: { client } }) => {
    for (let i = 0; i < 10; i++)
      await client.postJson('/api/auth/verify-password', { password: `wrong-${i}` });
    const other = await signedUpClient(testApp);
    // Not the same user, but the same address: the per-address policy.
    const sameAddress = createTestClient(testApp, { ip: client.ip });
    await sameAddress.postJson('/api/auth/sign-in/email', {
      email: other.signUp.email,
      password: other.signUp.password,
    });
    await expectRateLimited(
      await sameAddress.postJson('/api/auth/verify-password', { password: other.signUp.password }),
    );
  });
});

describe('two-factor code checks', () => {
  it('count wrong codes per user across sign-in challenges and addresses: 10 in 15 minutes', async ({
    testApp,
    customer: { client, signUp },
  }) => {
    const totpUri = await enrolTotp(client, signUp.password);
    const wrongCode = () => String((Number(totpCode(totpUri)) + 500_000) % 1_000_000).padStart(6, '0');

    const challenge = async () => {
      const challenger = createTestClient(testApp);
      const signIn = await challenger.postJson('/api/auth/sign-in/email', {
        email: signUp.email,
        password: signUp.password,
      });
      expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
      return challenger;
    };
    // better-auth allows 5 codes per challenge; a new sign-in brings a new challenge, from anywhere.
    for (let round = 0; round < 2; round++) {
      const challenger = await challenge();
      for (let i = 0; i < 5; i++) {
        const verified = await challenger.postJson('/api/auth/two-factor/verify-totp', { code: wrongCode() });
        expect(verified.status).toBe(401);
      }
    }
    const owner = await challenge();
    await expectRateLimited(
      await owner.postJson('/api/auth/two-factor/verify-totp', { code: totpCode(totpUri) }),
    );
    await expectRateLimited(await client.postJson('/api/auth/two-factor/verify-backup-code', { code: 'x' }));
  });
});
