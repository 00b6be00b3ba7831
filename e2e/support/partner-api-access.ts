import { expect, type Page } from '@playwright/test';
import { totpCode } from '../../src/testing/totp';
import { browserOrigin } from './admin';
import { PARTNER_PASSWORD } from './partners';

/** Signs the page in as a partner who has two-factor on, through the API as the sign-in page does. */
export async function signInAsPartner(page: Page, email: string, totpURI: string) {
  const signIn = await page.request.post('/api/partner/sign-in', {
    data: { email, password: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(await signIn.json()).toEqual({ next: 'verify' });
  const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(totpURI) },
    headers: browserOrigin(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
