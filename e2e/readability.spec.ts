import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { makeUser, signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { applyForFuneralPlan, applyForProperty } from './support/applications';
import { errorSummary } from './support/error-summary';
import { placeOrder } from './support/orders';
import { addBeneficiaries, person, skipPayer } from './support/purchase';
import { expectReadable } from './support/readability';

/*
 * Issue 13, point 9 (decision 034): every route at 390 px, measured as the person on it sees it. Body text 16 px,
 * no visible text below 14 px, every visible target at least 44×44 px and none overlapping another. A failure
 * lists each offender: its size and the element's name.
 */

/** Waits until the page has its heading, so what is measured is the page and not its loading state. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function firstPropertyId(request: APIRequestContext) {
  const listings = (await (await request.get('/api/properties')).json()) as { items: { id: string }[] };
  return listings.items[0]!.id;
}

const PUBLIC_ROUTES = [
  '/',
  '/help',
  '/privacy-policy',
  '/terms-and-conditions',
  '/splash',
  '/onboarding',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=e2e-not-a-token',
  '/support',
  '/delete-account',
  '/healthcare/options',
  '/healthcare/plans',
  '/healthcare/smathealth-plans',
  '/healthcare/homereach-plans',
  '/healthcare/venus-plans',
  '/healthcare/tangerine-plans',
  '/healthcare/plan/zenith',
  '/healthcare/compare?plans=super,zenith',
  '/real-estate',
  '/real-estate-providers',
  '/funeral-insurance',
  '/admin/login',
  '/no-such-page',
];

test.describe('a visitor', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} is readable at 390 px`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      await expectReadable(page);
    });
  }

  test('a property page is readable at 390 px', async ({ page }) => {
    await page.goto(paths.property(await firstPropertyId(page.request)));
    await settle(page);
    await expectReadable(page);
  });
});

const CUSTOMER_ROUTES = [
  '/home',
  '/profile',
  '/support',
  '/delete-account',
  '/healthcare/plan/zenith',
  '/healthcare/beneficiary?plan=zenith',
  '/real-estate',
  '/saved',
  '/funeral-insurance',
];

test.describe('a signed-in customer', () => {
  for (const path of CUSTOMER_ROUTES) {
    test(`${path} is readable at 390 px`, async ({ page }) => {
      await signUpViaApi(page.request);
      await page.goto(path);
      await settle(page);
      await expectReadable(page);
    });
  }

  test('the purchase’s payer step, with its errors, and its summary step are readable at 390 px', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpViaApi(page.request);
    await page.goto(paths.beneficiary('zenith'));
    await settle(page);
    await addBeneficiaries(page, [person(70), person(68)]);
    await settle(page);
    await expectReadable(page);
    // Sent as it stands, the payer form shows its error summary and a message beside each field it needs.
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(errorSummary(page)).toBeVisible();
    await expectReadable(page);
    await skipPayer(page);
    await settle(page);
    await expectReadable(page);
  });

  test('an order’s success and payment pages are readable at 390 px', async ({ page }) => {
    await signUpViaApi(page.request);
    const order = await placeOrder(page.request);
    for (const path of [`/healthcare/success?order=${order.id}`, `/healthcare/payment?order=${order.id}`]) {
      await page.goto(path);
      await settle(page);
      await expectReadable(page);
    }
  });
  test('an order’s and applications’ own pages are readable at 390 px', async ({ page }) => {
    test.setTimeout(60_000);
    const user = makeUser();
    await signUpViaApi(page.request, user);
    const order = await placeOrder(page.request);
    const property = await applyForProperty(page.request);
    const funeral = await applyForFuneralPlan(page.request, user);
    for (const path of [
      `/profile/orders/${order.id}`,
      `/profile/applications/property/${property.id}`,
      `/profile/applications/funeral/${funeral.id}`,
    ]) {
      await page.goto(path);
      await settle(page);
      await expectReadable(page);
    }
  });
});

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/properties',
  '/admin/properties/new',
  '/admin/providers',
  '/admin/funeral-plans',
  '/admin/applications',
  '/admin/support',
  '/admin/deletion-requests',
  '/admin/users',
  '/admin/audit-log',
];

test.describe('a signed-in admin', () => {
  for (const path of ADMIN_ROUTES) {
    test(`${path} is readable at 390 px`, async ({ page }) => {
      await signInAsAdmin(page.request);
      await page.goto(path);
      await settle(page);
      await expectReadable(page);
    });
  }

  test('the detail pages are readable at 390 px', async ({ page, browser }) => {
    test.setTimeout(60_000);
    const customer = await browser.newContext();
    await signUpViaApi(customer.request);
    const order = await placeOrder(customer.request);
    const application = await applyForProperty(customer.request);
    const sent = await customer.request.post('/api/support-requests', {
      data: { subject: 'Cover for my mother', message: 'Does the Super plan cover hospital stays in Abuja?' },
    });
    const { id: requestId } = (await sent.json()) as { id: string };
    await signInAsAdmin(page.request);
    for (const path of [
      `/admin/orders/${order.id}`,
      `/admin/properties/${await firstPropertyId(page.request)}`,
      `/admin/applications/property/${application.id}`,
      `/admin/support/${requestId}`,
    ]) {
      await page.goto(path);
      await settle(page);
      await expectReadable(page);
    }
    await customer.close();
  });
});
