import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { waitForHydration } from './support/hydration';
import { changeOrderStatus } from './support/orders';
import { expectMailTo, firstLink, latestMailTo } from './support/outbox';
import { fillBeneficiary, person, skipPayer } from './support/purchase';
import { uniqueKey } from './support/unique';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Issue 15, points 2-5 (docs/decisions/041): a sponsor finds the relative's hospital, buys a plan that takes it;
// the relative opens the mailed link signed out, confirms, consents and picks that hospital; the sponsor sees it;
// an admin makes the order active, which needed that consent.

/** The relative's page, checked for axe and sideways scroll at 390 px and at the narrowest phone. */
async function expectPageFits(page: Page) {
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await atNarrowestPhone(page, async () => {
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
}

test('from the hospital finder to a plan, the relative’s confirmation, consent and hospital, and activation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const sponsor = await signUpViaApi(page.request);
  // Bank transfer, as a deployment without a card provider: the order waits for an admin.
  await page.route('**/api/payments/options', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), cardPayments: false } });
  });

  // The sponsor looks up their mother's hospital and sees which plans take it.
  await page.goto('/healthcare/hospitals');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Hospital name' }).fill('Adunni');
  await page.getByRole('button', { name: 'Search' }).click();
  const adunni = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Adunni Medical Clinic' }) });
  await expect(adunni).toContainText('Tier 1');
  await adunni.getByRole('link', { name: /Super$/ }).click();
  await expect(page).toHaveURL(/\/healthcare\/plan\/super$/);
  await page.getByRole('link', { name: /^Buy This Plan/ }).click();
  const mother = person(62, {
    firstName: 'Ada',
    lastName: `Obi${uniqueKey('n').slice(-6)}`,
    email: `${uniqueKey('ada')}@example.com`,
    address: '12 Herbert Macaulay Way, Yaba, Lagos',
  });
  await fillBeneficiary(page, 1, mother);
  await page.getByRole('button', { name: 'Continue to Payment Summary' }).click();
  await skipPayer(page);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/healthcare\/success\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order')!;

  // The order's page says she is invited, with her link to share on WhatsApp.
  await page.goto(`/profile/orders/${orderId}`);
  const confirmation = page.getByRole('region', { name: 'Your relatives’ confirmation' });
  await expect(confirmation.getByText('Invited', { exact: true })).toBeVisible();
  const whatsApp = await confirmation
    .getByRole('link', { name: /Share .* link on WhatsApp/ })
    .getAttribute('href');
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=.*%2Finvite%2F/);
  await expectAccessible(page);

  // She opens the link from her mail, signed out, on her own phone.
  await expectMailTo(mother.email, 'has bought');
  const link = firstLink(latestMailTo(mother.email)!)!;
  expect(link).toContain('/invite/');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const relative = await phone.newPage();
  await relative.goto(new URL(link).pathname);
  await expect(relative.getByRole('heading', { level: 1, name: 'Hello Ada' })).toBeVisible();
  await expect(relative.getByText(`${sponsor.firstName} has bought`)).toBeVisible();
  await expectPageFits(relative);

  // A wrong number is refused on its field, then corrected.
  await relative.getByRole('textbox', { name: 'Phone number' }).fill('none');
  await relative.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(relative.getByText('Enter their phone number')).toBeVisible();
  await expect(relative.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectPageFits(relative);
  await relative.getByRole('textbox', { name: 'Phone number' }).fill('0803 555 1234');
  await relative.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(relative.getByRole('status')).toHaveText(
    'Thank you. Your phone number and address are saved.',
  );

  await relative.getByRole('button', { name: 'I agree' }).click();
  await expect(relative.getByRole('status')).toHaveText('Thank you. Your consent is recorded.');
  await expect(relative.getByText(/^You agreed on/)).toBeVisible();

  // Her address is in Lagos: the list starts there, and says so.
  await expect(relative.getByText('Hospitals in Lagos come first')).toBeVisible();
  await expect(relative.getByRole('combobox', { name: 'Your state' })).toHaveValue('Lagos');
  await relative.getByRole('radio', { name: /Adunni Medical Clinic/ }).check();
  await relative.getByRole('button', { name: 'Save my hospital' }).click();
  await expect(relative.getByText('Your hospital: Adunni Medical Clinic.')).toBeVisible();
  await expect(
    relative.getByText('Your member card will appear here once your cover is active.'),
  ).toBeVisible();
  await expectPageFits(relative);

  // The sponsor sees where she stands in My Orders.
  await page.goto('/profile');
  const people = page.getByRole('list', { name: /^People on order/ });
  await expect(people).toContainText('Consent given');
  await expect(people).toContainText('Hospital: Adunni Medical Clinic');
  await expectAccessible(page);

  // An admin marks it paid and makes it active; the console shows her consent and hospital.
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  await changeOrderStatus(admin.request, orderId, 'paid');
  const consolePage = await admin.newPage();
  await consolePage.goto(`/admin/orders/${orderId}`);
  const answers = consolePage.getByRole('region', { name: 'Consent and hospital' });
  await expect(answers).toContainText('statement health-data-sharing-v1');
  await expect(answers).toContainText('Hospital: Adunni Medical Clinic');
  await expectAccessible(consolePage);
  await changeOrderStatus(admin.request, orderId, 'active');

  // Her page now shows her member card.
  await relative.reload();
  await expect(relative.getByText('Member number')).toBeVisible();
  await expectPageFits(relative);
  await admin.close();
  await phone.close();
});

test('an unknown link gets a page that says so, not an error', async ({ page }) => {
  const response = await page.goto(`/invite/${'A'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
  await expectAccessible(page);
});
