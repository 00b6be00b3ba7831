import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { totpCode } from '../../src/testing/totp';
import { E2E_ADMIN } from '../../playwright.config';
import { makeUser, signUpViaApi } from './accounts';

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

/** An admin console page, signed in as the suite's admin. */
export async function openAsAdmin(page: Page, path: string, heading: string) {
  await signInAsAdmin(page.request);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A fresh account promoted to admin by the suite's admin, through the console's API. */
export async function newAdmin(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  account = makeUser({ firstName: 'Funmi', lastName: 'Adeyemi' }),
) {
  const user = await signUpViaApi(request, account);
  const me = (await (await request.get('/api/me')).json()) as { user: { id: string } };
  const promoted = await adminRequest.patch(`/api/admin/users/${me.user.id}/role`, {
    data: { role: 'admin' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await request.post('/api/auth/sign-out', { data: {}, headers: browserOrigin() });
  return user;
}

/** An account whose password met the customer rule (6 characters), then promoted: too short for the console. */
export async function newAdminWithShortPassword(browser: Browser) {
  const chief = await browser.newContext();
  await signInAsAdmin(chief.request);
  return newAdmin((await browser.newContext()).request, chief.request, makeUser({ password: 'short-pw-9' }));
}

/**
 * A new admin (newAdmin) who has set up two-factor through the API, as the console's setup screen does; the
 * request context that did it is closed. Answers the account and its authenticator's secret.
 */
export async function newEnrolledAdmin(browser: Browser) {
  const chief = await browser.newContext();
  await signInAsAdmin(chief.request);
  const own = await browser.newContext();
  const admin = await newAdmin(own.request, chief.request);
  await chief.close();
  const signIn = await own.request.post('/api/admin/sign-in', { data: admin });
  expect(await signIn.json()).toEqual({ next: 'setup' });
  const totpURI = await setUpTwoFactor(own.request, admin.password);
  await own.close();
  return { ...admin, totpURI };
}

/** Two-factor set up for the signed-in account of `request`, as the setup screen does; answers the secret. */
export async function setUpTwoFactor(request: APIRequestContext, password: string) {
  const enabled = await request.post('/api/auth/two-factor/enable', {
    data: { password },
    headers: browserOrigin(),
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(totpURI) },
    headers: browserOrigin(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return totpURI;
}
