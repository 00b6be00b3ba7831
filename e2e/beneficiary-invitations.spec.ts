import type { Browser, Page } from '@playwright/test';
import { addDays, calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { PLAN_PRICES } from '../src/domain/catalogue/prices';
import { formatNgn } from '../src/domain/money';
import { INVITATION_MESSAGES } from '../src/domain/orders/beneficiary-invitation';
import { coverageEnd, coverRuns } from '../src/domain/orders/coverage';
import { maskPhone, PROOF_MESSAGES, proofLine } from '../src/domain/orders/relative-proof';
import { transferRefundDueBy } from '../src/domain/payments/refund-share';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import {
  answerInvitation,
  invitationsOf,
  linkTexted,
  openWithTextedCode,
  textedNumber,
} from './support/invitations';
import { changeOrderStatus } from './support/orders';
import { addBeneficiaries, completeOrder, person, skipPayer, sum } from './support/purchase';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Issue 26 (docs/decisions/048, 049, 052): the daughter buys for her parents by bank transfer; nobody is invited
// before the payment; the mother opens the link texted to her on her own phone with the code texted to her, confirms,
// consents and picks her hospital; the father refuses and is taken off the order with his share refunded; the admin
// activates, and every date says the day after the activation.

/** axe and no sideways scroll, at 390 px and at the narrowest phone. */
async function expectPageFits(page: Page) {
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await atNarrowestPhone(page, () => expectAccessible(page));
}

/** A device that has never opened the relative's page: a phone of her own, no cookies. */
function newPhone(browser: Browser) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

test('the mother consents with a code on her own phone, the father is removed with a refund, cover starts the day after activation', async ({
  page,
  browser,
}) => {
  // Buying, paying, two relatives' answers, a removal and the activation through the pages, on a loaded machine.
  test.setTimeout(300_000);
  const sponsor = await signUpViaApi(page.request);
  const mother = person(70, { firstName: 'Adaora' });
  const father = person(68, { firstName: 'Emeka' });
  const motherTo = textedNumber('+234', mother.phoneNumber);
  const motherMasked = maskPhone('+234', mother.phoneNumber);

  // She buys for both by bank transfer.
  await page.goto(paths.beneficiary('super'));
  await addBeneficiaries(page, [mother, father]);
  await skipPayer(page);
  const orderNumber = await completeOrder(page, sum(PLAN_PRICES.super, PLAN_PRICES.super));
  const orderId = new URL(page.url()).searchParams.get('order')!;

  // Before payment nobody is invited, and the order page says when they will be.
  const orderPage = `/profile/orders/${orderId}`;
  await page.goto(orderPage);
  const relatives = page.getByRole('region', { name: 'Your relatives’ confirmation' });
  await expect(relatives.getByRole('status')).toHaveText(INVITATION_MESSAGES.afterPayment);
  await expectPageFits(page);

  // An admin records the transfer: the relatives are invited, each by a text to her own phone.
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  await changeOrderStatus(admin.request, orderId, 'paid');
  const link = await linkTexted(page.request, motherTo, mother.firstName);

  // The sponsor's share link, opened without the code, shows the code screen and nothing of her page.
  const [shared] = (await invitationsOf(page.request, orderId)).filter(
    (p) => p.firstName === mother.firstName,
  );
  expect(shared?.shareLink).toBeTruthy();
  const stranger = await newPhone(browser);
  const peek = await stranger.newPage();
  await peek.goto(new URL(shared!.shareLink!).pathname);
  await expect(peek.getByRole('heading', { level: 2, name: PROOF_MESSAGES.codeTitle })).toBeVisible();
  await expect(peek.getByRole('button', { name: 'I agree' })).toHaveCount(0);
  await expect(peek.getByText(sponsor.firstName)).toHaveCount(0);
  await stranger.close();

  // The mother opens the link texted to her on her own phone, a new device: a code first.
  const phone = await newPhone(browser);
  const relative = await phone.newPage();
  await relative.goto(new URL(link).pathname);
  await expect(relative.getByRole('heading', { level: 1, name: `Hello ${mother.firstName}` })).toBeVisible();
  await expectPageFits(relative);
  await openWithTextedCode(relative, motherTo, motherMasked);
  await expect(relative.getByText(`${sponsor.firstName} has bought`)).toBeVisible();
  await expectPageFits(relative);

  // She confirms her details, agrees and chooses her hospital, one screen each (issue 30, point 4).
  await expect(relative.getByText('Step 1 of 4: Your details')).toBeVisible();
  await relative.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(relative.getByRole('status')).toHaveText(
    'Thank you. Your phone number and address are saved.',
  );
  await expect(relative.getByText('Step 2 of 4: Sharing your details')).toBeVisible();
  await relative.getByRole('button', { name: 'I agree' }).click();
  await expect(relative.getByRole('status')).toHaveText('Thank you. Your consent is recorded.');
  await expect(relative.getByText('Hospitals in Lagos come first')).toBeVisible();
  const hospital = 'Adunni Medical Clinic';
  await relative.getByRole('radio', { name: new RegExp(hospital) }).check();
  await relative.getByRole('button', { name: 'Save my hospital' }).click();
  await expect(relative.getByRole('heading', { level: 2, name: 'You are done' })).toBeVisible();
  await expect(
    relative.getByText('Your member card will then be on this page.', { exact: false }),
  ).toBeVisible();
  await expectPageFits(relative);
  // Back from the last screen: her hospital, as she chose it.
  await relative.getByRole('link', { name: 'Back' }).click();
  await expect(relative.getByText(`Your hospital: ${hospital}.`)).toBeVisible();

  // The sponsor sees her consent and how it was proven.
  await page.reload();
  const motherName = `${mother.firstName} ${mother.lastName}`;
  const fatherName = `${father.firstName} ${father.lastName}`;
  const motherItem = relatives.getByRole('listitem').filter({ hasText: motherName }).first();
  await expect(motherItem).toContainText('Consent given');
  await expect(motherItem).toContainText(`Hospital: ${hospital}`);
  await expect(motherItem).toContainText(proofLine({ channel: 'sms', destination: motherMasked }));
  await expect(relatives.getByRole('button', { name: `Remove ${motherName} from the order` })).toHaveCount(0);

  // The father refuses on his own phone.
  const fathersPhone = await newPhone(browser);
  await answerInvitation(
    fathersPhone.request,
    textedNumber('+234', father.phoneNumber),
    father.firstName,
    'refused',
  );
  await fathersPhone.close();
  await page.reload();
  await expect(relatives.getByRole('listitem').filter({ hasText: fatherName }).first()).toContainText(
    'Consent refused',
  );
  await expectPageFits(page);

  // She takes him off the order: his share of the transfer is due back to her, by a date.
  await relatives.getByRole('button', { name: `Remove ${fatherName} from the order` }).click();
  const asked = page.getByRole('group', { name: `Remove ${fatherName}?` });
  await expect(asked).toContainText('Their share of your payment is refunded.');
  await asked.getByRole('button', { name: `Yes, remove ${fatherName}` }).click();
  const refund = `We will send ${formatNgn(PLAN_PRICES.super.ngn)} back to your account by ${formatCalendarDate(transferRefundDueBy(new Date()))}.`;
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByText(refund)).toBeVisible();
  await expect(receipt).toContainText(
    `Refund for ${father.firstName}${formatNgn(PLAN_PRICES.super.ngn)} (to be sent)`,
  );
  await expect(relatives).not.toContainText(fatherName);
  await expectPageFits(page);

  // The admin activates today: the cover runs from tomorrow on the order page, My Orders and her card.
  await changeOrderStatus(admin.request, orderId, 'active');
  await admin.close();
  const start = addDays(calendarDateOf(new Date()), 1);
  const runs = `${formatCalendarDate(start)} to ${formatCalendarDate(coverageEnd(start))}`;
  await page.reload();
  await expect(page.getByText(coverRuns(start))).toBeVisible();
  await expectPageFits(page);
  await page.goto(paths.profile);
  await expect(page.getByRole('link', { name: new RegExp(`^Order ${orderNumber},`) })).toContainText(runs);
  await expectPageFits(page);
  // Her link now opens on her card.
  await relative.goto(new URL(link).pathname);
  await expect(relative.getByText('Member number')).toBeVisible();
  await expect(relative.getByText(runs)).toBeVisible();
  await expectPageFits(relative);
  await phone.close();
});

test('an unknown link gets a page that says so, not an error', async ({ page }) => {
  const response = await page.goto(paths.invitation('A'.repeat(43)));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
  await expectAccessible(page);
});
