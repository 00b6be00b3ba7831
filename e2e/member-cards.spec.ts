import type { Browser, Page } from '@playwright/test';
import { addDays, calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { cardsOf, pdfText } from './support/member-cards';
import { activeOrder } from './support/orders';
import { beneficiaryCard } from './support/purchase';
import { expectReadable } from './support/readability';
import { dismissToasts, expectToast } from './support/toasts';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Member cards (issue 14, point 3; docs/decisions/038): once an admin has made the order active, the sponsor opens
// each person's card, downloads it as a PDF and shares its cover check, which a hospital opens signed out and
// which says so once an admin revokes the card.

/** A signed-up sponsor's active order and its one card, made through the API (support/orders.ts). */
async function activeCard(page: Page, browser: Browser) {
  await signUpViaApi(page.request);
  const order = await activeOrder(page.request, browser);
  const [card] = await cardsOf(page.request, order.id);
  if (!card) throw new Error('the order has no card');
  return { order, card, name: `${card.firstName} ${card.lastName}` };
}

test('the sponsor opens the order’s member cards: number, dates, QR code and share links', async ({
  page,
  browser,
}) => {
  const { order, card, name } = await activeCard(page, browser);
  await page.goto(paths.order(order.id));
  await page.getByRole('link', { name: 'View member cards' }).click();
  await expect(page).toHaveURL(`/profile/orders/${order.id}/cards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member cards' })).toBeVisible();
  // Activated today: the card runs from tomorrow (docs/decisions/048).
  expect(card.validFrom).toBe(addDays(calendarDateOf(new Date()), 1));
  const shown = page.getByRole('article', { name });
  await expect(shown.getByText(card.memberNumber)).toBeVisible();
  await expect(shown.getByText(formatCalendarDate(card.validTo))).toBeVisible();
  await expect(shown.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(shown.getByText(/Sample number/)).toBeVisible();
  const whatsApp = await shown.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(whatsApp!.split('text=')[1]!)).toContain(card.verifyUrl);
  const mail = await shown.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href');
  expect(mail).toMatch(/^mailto:/);
  expect(decodeURIComponent(mail!)).toContain(card.verifyUrl);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await expectReadable(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));
});

test('the sponsor downloads a card as a PDF with the person’s name, number and dates', async ({
  page,
  browser,
}) => {
  const { order, card, name } = await activeCard(page, browser);
  await page.goto(paths.orderCards(order.id));
  const downloading = page.waitForEvent('download');
  await page.getByRole('article', { name }).getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`member-card-${card.memberNumber}.pdf`);
  const text = await pdfText(download);
  for (const expected of [
    name,
    card.memberNumber,
    formatCalendarDate(card.validFrom),
    formatCalendarDate(card.validTo),
  ]) {
    expect(text).toContain(expected);
  }
});

test('a hospital checks the card signed out: not yet active, initials only', async ({ page, browser }) => {
  const { card } = await activeCard(page, browser);
  // The hospital's phone: no session, the link from the QR code.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await deskPage.goto(new URL(card.verifyUrl).pathname);
  await expect(deskPage.getByRole('heading', { level: 1, name: 'Cover not yet active' })).toBeVisible();
  const initials = `${card.firstName[0]}. ${card.lastName[0]}.`;
  await expect(deskPage.getByText(initials, { exact: true })).toBeVisible();
  await expect(deskPage.getByText(card.lastName)).toHaveCount(0);
  await expectNoSidewaysScroll(deskPage);
  await expectAccessible(deskPage);
  await expectReadable(deskPage);
  await desk.close();
});

test('an admin revokes a card from the order’s console page, with a reason', async ({ page, browser }) => {
  const { order, card } = await activeCard(page, browser);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage.request);
  await adminPage.goto(paths.adminOrder(order.id));
  const cards = adminPage.getByRole('region', { name: 'Member cards' });
  await expect(cards.getByRole('button', { name: 'Revoke card' }).first()).toBeVisible();
  // Before the toast, whose close button is the toaster's own 24 px.
  await expectReadable(adminPage);
  await cards.getByRole('button', { name: 'Revoke card' }).first().click();
  await expect(cards.getByText('Please give a reason for revoking this card')).toBeVisible();
  await cards.getByLabel(`Reason for revoking ${card.memberNumber}`).fill('Card reported lost');
  await cards.getByRole('button', { name: 'Revoke card' }).first().click();
  await expect(cards.getByText(/Revoked on .*: Card reported lost/)).toBeVisible();
  // The card's line can show a frame before the toast: waited for, then closed, so axe never measures it fading.
  await expectToast(adminPage, 'Card revoked');
  await dismissToasts(adminPage);
  await expectAccessible(adminPage);
  await admin.close();
});

test('a revoked card: the hospital’s check and the sponsor’s page say so, and the PDF is gone', async ({
  page,
  browser,
}) => {
  const { order, card, name } = await activeCard(page, browser);
  // Revoked through the API the console's button uses (the button itself: the test above).
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  const revoked = await admin.request.post(`/api/admin/orders/${order.id}/cards/${card.id}/revoke`, {
    data: { reason: 'Card reported lost' },
  });
  expect(revoked.status(), await revoked.text()).toBe(200);
  await admin.close();

  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await deskPage.goto(new URL(card.verifyUrl).pathname);
  await expect(deskPage.getByRole('heading', { level: 1, name: 'Card revoked' })).toBeVisible();
  await expectAccessible(deskPage);
  await desk.close();

  await page.goto(paths.orderCards(order.id));
  await expect(page.getByRole('article', { name }).getByText(/This card was revoked on/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
});

test('the sponsor renews: ‘Renew’ opens the purchase flow with the same person', async ({
  page,
  browser,
}) => {
  const { order, card } = await activeCard(page, browser);
  // The rest of the renewal: renewal.spec.ts.
  await page.goto(paths.order(order.id));
  await page.getByRole('region', { name: 'Renewal' }).getByRole('link', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/healthcare\/beneficiary\?plan=/);
  await expect(beneficiaryCard(page, 1).getByLabel('First Name')).toHaveValue(card.firstName);
});

test('an unknown cover-check link is a clear "not found" page', async ({ page }) => {
  const response = await page.goto(paths.cardCheck('x'.repeat(43)));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Card not found' })).toBeVisible();
  await expectAccessible(page);
});
