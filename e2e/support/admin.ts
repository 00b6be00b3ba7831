import { expect, type APIRequestContext } from '@playwright/test';
import { totpCode } from '../../src/testing/totp';
import { E2E_ADMIN } from '../../playwright.config';

/** The suite admin's authenticator secret, set up once by global-setup.ts. */
export function adminTotpUri(): string {
  const uri = process.env.E2E_ADMIN_TOTP;
  if (!uri) throw new Error('E2E_ADMIN_TOTP is not set: global-setup.ts did not run');
  return uri;
}

/** better-auth refuses a POST that carries a session or challenge cookie without the Origin a browser sends. */
export function browserOrigin() {
  return { origin: `http://localhost:${process.env.E2E_PORT}` };
}

/** Signs the request context (and so its page) in as the suite's admin, code included. */
export async function signInAsAdmin(request: APIRequestContext) {
  const signIn = await request.post('/api/admin/sign-in', { data: E2E_ADMIN });
  expect(signIn.status(), await signIn.text()).toBe(200);
  expect(await signIn.json()).toEqual({ next: 'verify' });
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(adminTotpUri()) },
    headers: browserOrigin(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
