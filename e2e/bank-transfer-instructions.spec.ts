import { formatNgn } from '../src/domain/money';
import { plainAmount } from '../src/domain/payments/bank-transfer';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { definitionOf } from './support/description-list';
import { placeOrder, type PlacedOrder } from './support/orders';
import { expectMailTo } from './support/outbox';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';
import type { Locator, Page } from '@playwright/test';

// Payment instructions that work from abroad (issue 13, point 5; docs/decisions/031): the currency and exact
// amount, the SWIFT/BIC, a copy button for each value, nothing split mid-word, and the same in the order's mail.
// The e2e server's bank: the sample account in NGN, with BANK_SWIFT_CODE and BANK_ADDRESS set (playwright.config).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function pendingOrderPage(page: Page) {
  const user = await signUpViaApi(page.request);
  const order = await placeOrder(page.request);
  await page.goto(paths.success(order.id));
  const bank = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(bank).toBeVisible();
  return { user, order, bank };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

function expectedValues(order: PlacedOrder): Record<string, string> {
  return {
    'Amount to send': formatNgn(order.totalNgn),
    Currency: 'NGN (Nigerian naira)',
    Bank: 'Sample Bank Plc',
    'Account name': 'Diaspora Hub Ltd',
    'Account number': '0123456789',
    'SWIFT/BIC': 'SMPLNGLA',
    'Bank address': '1 Sample Street, Victoria Island, Lagos, Nigeria',
    'Payment reference': order.confirmationNumber,
  };
}

test('the success page says what to send in which currency, with a copy button for every value', async ({
  page,
}) => {
  const { order, bank } = await pendingOrderPage(page);
  await expect(bank).toContainText(`Send exactly ${formatNgn(order.totalNgn)} in NGN to the account below`);
  await expect(bank).toContainText('Paying from abroad? Ask your bank or transfer service to send NGN');
  for (const [term, value] of Object.entries(expectedValues(order))) {
    await expect(definitionOf(bank, term).locator('span')).toHaveText(value);
  }
  // Nothing unconfigured shows, not even as a blank line.
  await expect(bank).not.toContainText('Intermediary');
  await expect(bank).not.toContainText('undefined');

  const status = bank.getByRole('status');
  await bank.getByRole('button', { name: 'Copy account number' }).click();
  await expect(status).toHaveText('Copied');
  expect(await clipboard(page)).toBe('0123456789');
  await expect(bank.getByRole('button', { name: 'Copy account number' })).toContainText('Copied');
  // The amount as a bank's form takes it: digits only.
  await bank.getByRole('button', { name: 'Copy amount' }).click();
  expect(await clipboard(page)).toBe(plainAmount(order.totalNgn));
  await bank.getByRole('button', { name: 'Copy SWIFT/BIC' }).click();
  expect(await clipboard(page)).toBe('SMPLNGLA');
  await expect(status).toHaveText('Copied');

  // By keyboard: Tab to the next button, Enter and Space both copy.
  await bank.getByRole('button', { name: 'Copy bank address' }).focus();
  await page.keyboard.press('Tab');
  await expect(bank.getByRole('button', { name: 'Copy payment reference' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboard(page)).toBe(order.confirmationNumber);
  await bank.getByRole('button', { name: 'Copy bank name' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => clipboard(page)).toBe('Sample Bank Plc');
  await expectAccessible(page);
});

test('at 320 px no value breaks inside a word or number, and the page does not scroll sideways', async ({
  page,
}) => {
  const { order, bank } = await pendingOrderPage(page);
  await atNarrowestPhone(page, async () => {
    for (const [term, value] of Object.entries(expectedValues(order))) {
      // Each word starts a line at most once: a word split across lines would add one.
      const lines = await linesOf(definitionOf(bank, term).locator('span'));
      expect(lines, `${term} on at most one line per word`).toBeLessThanOrEqual(value.split(' ').length);
      if (!value.includes(' ')) expect(lines, `${term} on one line`).toBe(1);
    }
    // The button stays beside a value that fits, rather than a line of its own.
    const value = await definitionOf(bank, 'Account number').locator('span').boundingBox();
    const button = await bank.getByRole('button', { name: 'Copy account number' }).boundingBox();
    expect(button!.y, 'the button beside the account number').toBeLessThan(value!.y + value!.height);
    // The order number above the instructions split as 'DHZ911 / AQ48' here before.
    expect(await linesOf(definitionOf(page, 'Order number'))).toBe(1);
    await expectNoSidewaysScroll(page);
  });
});

/** How many lines an element's text takes on screen. */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test('the confirmation mail carries the same instructions', async ({ page }) => {
  const { user, order } = await pendingOrderPage(page);
  await expectMailTo(
    user.email,
    `Subject: Order ${order.confirmationNumber} received: how to pay`,
    'Currency: NGN (Nigerian naira)',
    'Account number: 0123456789',
    'SWIFT/BIC: SMPLNGLA',
    `Payment reference: ${order.confirmationNumber}`,
    'Cover starts the day after it is activated',
  );
});

test('without the Clipboard API the value is still copied, or selected for copying by hand', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
    // What the older copy command put on the clipboard: the selection when it ran.
    document.addEventListener('copy', () => {
      (window as unknown as { copied: string }).copied = String(document.getSelection());
    });
  });
  const { order, bank } = await pendingOrderPage(page);
  const status = bank.getByRole('status');
  await bank.getByRole('button', { name: 'Copy payment reference' }).click();
  await expect(status).toHaveText('Copied');
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
    order.confirmationNumber,
  );

  // A browser that refuses the older command too: the value is selected and the payer told so.
  await page.evaluate(() => {
    document.execCommand = () => false;
  });
  await bank.getByRole('button', { name: 'Copy account number' }).click();
  await expect(status).toContainText('Could not copy');
  expect(await page.evaluate(() => String(document.getSelection()))).toBe('0123456789');
});
