import { adminClient } from './admin-client';
import { createPartnerOrganisation, partnerClient } from './partners';
import { signedUpClient } from './signed-up-client';
import type { TestApp } from './test-app';
import { createTestClient, type TestClient } from './test-client';

let address = 0;

/**
 * The app seen through a proxy that gives every request a client address of its own, so a flood of requests stays
 * under the per-address rate limits and every request reaches the validators behind them.
 */
export function fromEveryAddress(
  testApp: Pick<TestApp, 'app' | 'runtime'>,
): Pick<TestApp, 'app' | 'runtime'> {
  const request = (input: Request) => {
    address += 1;
    input.headers.set(
      'x-forwarded-for',
      `fd00::${(address >> 16).toString(16)}:${(address & 0xffff).toString(16)}`,
    );
    return testApp.app.request(input);
  };
  return { runtime: testApp.runtime, app: { request } as unknown as TestApp['app'] };
}

/** A caller the fuzz test speaks as; signed-in ones sign in again when a fuzzed request ended their session. */
export interface FuzzPersona {
  name: 'visitor' | 'user' | 'admin' | 'partner';
  client: TestClient;
  /** Signs in afresh if the session is gone (a sign-out, a revoked session, a deleted account). */
  keepSignedIn: () => Promise<void>;
}

async function signedIn(client: TestClient): Promise<boolean> {
  const response = await client.fetch('/api/auth/get-session');
  return response.ok && (await response.json()) !== null;
}

function persona(
  name: Exclude<FuzzPersona['name'], 'visitor'>,
  signIn: () => Promise<TestClient>,
  first: TestClient,
): FuzzPersona {
  const self: FuzzPersona = {
    name,
    client: first,
    keepSignedIn: async () => {
      if (!(await signedIn(self.client))) self.client = await signIn();
    },
  };
  return self;
}

/** A manager of a partner organisation with two-factor on, so the partner portal's validators are reached too. */
async function partnerSignIn(testApp: Pick<TestApp, 'app' | 'runtime'>): Promise<() => Promise<TestClient>> {
  const organisation = await createPartnerOrganisation((await adminClient(testApp)).client);
  return async () => (await partnerClient(testApp, organisation.id, { role: 'manager' })).client;
}

/**
 * A visitor, a signed-in customer, a signed-in admin with two-factor (so the admin validators are reached too), or
 * a partner's manager with two-factor (the partner portal's).
 */
export async function fuzzPersona(
  testApp: Pick<TestApp, 'app' | 'runtime'>,
  name: FuzzPersona['name'],
): Promise<FuzzPersona> {
  if (name === 'visitor') return { name, client: createTestClient(testApp), keepSignedIn: async () => {} };
  if (name === 'partner') {
    const signIn = await partnerSignIn(testApp);
    return persona(name, signIn, await signIn());
  }
  const signIn =
    name === 'user'
      ? async () => (await signedUpClient(testApp)).client
      : async () => (await adminClient(testApp)).client;
  return persona(name, signIn, await signIn());
}
