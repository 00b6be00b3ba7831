import { expect } from 'vitest';
import { createAdmin } from '../server/modules/accounts/create-admin.service';
import { signedUpClient } from './signed-up-client';
import type { TestApp } from './test-app';
import { createTestClient, type TestClient } from './test-client';
import { totpCode } from './totp';

let sequence = 0;
const PASSWORD = 'admin-password-1';

/** Turns on TOTP for the signed-in client the way the console does; returns the authenticator URI. */
export async function enrolTotp(client: TestClient, password: string): Promise<string> {
  const enabled = await client.postJson('/api/auth/two-factor/enable', { password });
  if (enabled.status !== 200) throw new Error(`two-factor enable failed with ${enabled.status}`);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const verified = await client.postJson('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) });
  if (verified.status !== 200) throw new Error(`two-factor verify failed with ${verified.status}`);
  return totpURI;
}

/**
 * A client signed in through the admin sign-in as a freshly made admin (as `npm run create-admin` makes one).
 * By default the admin has set up two-factor, as every admin must before using the console; pass
 * `{ twoFactor: false }` for one who has not yet.
 */
export async function adminClient(
  testApp: Pick<TestApp, 'app' | 'runtime'>,
  { twoFactor = true }: { twoFactor?: boolean } = {},
) {
  sequence += 1;
  const email = `admin.${Date.now().toString(36)}.${sequence}@example.com`;
  const { userId } = await createAdmin(testApp.runtime, email, PASSWORD);
  const client = createTestClient(testApp);
  const response = await client.api.admin['sign-in'].$post({ json: { email, password: PASSWORD } });
  if (response.status !== 200) throw new Error(`admin sign-in failed with ${response.status}`);
  const totpUri = twoFactor ? await enrolTotp(client, PASSWORD) : undefined;
  return { client, userId, email, password: PASSWORD, totpUri };
}

export interface AccessClients {
  anonymous: TestClient;
  user: TestClient;
  admin: TestClient;
}

/** One visitor, one signed-in customer and one admin, for checking who may call an admin endpoint. */
export async function accessClients(testApp: Pick<TestApp, 'app' | 'runtime'>): Promise<AccessClients> {
  return {
    anonymous: createTestClient(testApp),
    user: (await signedUpClient(testApp)).client,
    admin: (await adminClient(testApp)).client,
  };
}

/**
 * Sends the same request as a visitor (401), a customer (403) and an admin, and returns the admin's answer:
 * every admin endpoint is checked on the server, whatever the web shows.
 */
export async function expectAdminOnly(
  clients: AccessClients,
  send: (client: TestClient) => Promise<Response>,
): Promise<Response> {
  expect((await send(clients.anonymous)).status, 'a visitor').toBe(401);
  const asUser = await send(clients.user);
  expect(asUser.status, 'a customer').toBe(403);
  expect(await asUser.json()).toMatchObject({ error: { code: 'forbidden' } });
  const asAdmin = await send(clients.admin);
  expect([401, 403], 'an admin').not.toContain(asAdmin.status);
  return asAdmin;
}
