import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { totpCode } from '../../src/testing/totp';
import { browserOrigin } from './admin';
import { PARTNER_PASSWORD } from './partners';

/** Signs the page in as a partner who has two-factor on, through the API as the sign-in page does. */
export async function signInAsPartner(page: Page, email: string, totpURI: string) {
  await signInAsPartnerVia(page.request, email, totpURI);
}

/** The same sign-in on a request context (a page's, or one of its own). */
export async function signInAsPartnerVia(request: APIRequestContext, email: string, totpURI: string) {
  const signIn = await request.post('/api/partner/sign-in', {
    data: { email, password: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(await signIn.json()).toEqual({ next: 'verify' });
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(totpURI) },
    headers: browserOrigin(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
