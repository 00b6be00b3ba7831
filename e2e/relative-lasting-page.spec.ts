import { RELATIVE_PAGE_MESSAGES } from '../src/domain/orders/relative-page-lifetime';
import { maskPhone } from '../src/domain/orders/relative-proof';
import { makeBeneficiary } from '../src/testing/order-factories';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { offerInstallPrompt, timesPrompted } from './support/install-prompt';
import {
  chooseHospitalViaHttp,
  linkTexted,
  openWithTextedCode,
  ownPhone,
  textedNumber,
} from './support/invitations';
import { activeOrder } from './support/orders';
import { uniqueMobile } from './support/unique';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Issue 26 point 4 (docs/decisions/050): the relative's own lasting page, opened on her phone with the code texted
// to her: her card with its QR code, her hospital, the emergency line and 'Add to home screen'. The order is made
// active through the API; the test's own work is her visit.

test('she opens her page with the code and finds her card, QR code, hospital, emergency line and home-screen offer', async ({
  page,
  browser,
}) => {
  // Making the order active (sign-up, payment, her consent, activation) runs before her visit.
  test.setTimeout(90_000);
  await signUpViaApi(page.request);
  const mobile = uniqueMobile();
  const to = textedNumber('+234', mobile);
  const ngozi = makeBeneficiary({ firstName: 'Ngozi', lastName: 'Okeke', phoneNumber: mobile });
  await activeOrder(page.request, browser, { beneficiaries: [ngozi] });
  const path = new URL(await linkTexted(page.request, to, 'Ngozi')).pathname;
  // The sponsor's request answered her invitation (activeOrder): pick her hospital the same way.
  await chooseHospitalViaHttp(page.request, path);

  const phone = await ownPhone(browser);
  const her = await phone.newPage();
  // Her network is slow: the page's one script comes a second after its words, and the offer must still work.
  await her.route('**/relative-page.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await her.goto(path);
  await openWithTextedCode(her, to, maskPhone('+234', mobile));

  await expect(her.getByRole('heading', { level: 1 })).toHaveText('Hello Ngozi Okeke');
  const card = her.getByRole('region', { name: 'My member card' });
  await expect(card.getByRole('img', { name: RELATIVE_PAGE_MESSAGES.qrLabel })).toBeVisible();
  await expect(card.getByText('Ngozi Okeke', { exact: true })).toBeVisible();
  await expect(her.getByRole('region', { name: 'My hospital' }).getByText('Address')).toBeVisible();
  await expect(
    her.getByRole('region', { name: 'Emergency line' }).getByRole('link', { name: /^Call / }),
  ).toBeVisible();

  const home = her.getByRole('region', { name: 'Add to home screen' });
  await expect(home.getByText('Tap Add to Home Screen.', { exact: true })).toBeVisible();
  const offer = home.getByRole('button', { name: 'Add to home screen' });
  await expect(offer).toBeHidden();
  await offerInstallPrompt(her);
  await offer.click();
  expect(await timesPrompted(her)).toBe(1);

  await expectAccessible(her);
  await expectNoSidewaysScroll(her);
  await atNarrowestPhone(her, async () => {
    await expectAccessible(her);
    await expectNoSidewaysScroll(her);
  });
  await phone.close();
});
