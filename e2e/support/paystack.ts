import { expect, type Page } from '@playwright/test';
import { PAYSTACK_STUB_URL } from '../../playwright.config';

/** The buttons of the stub's checkout page (src/testing/paystack-stub.ts): a test card that pays or is declined. */
export type PaystackChoice = 'Pay' | 'Pay with a declined card' | 'Cancel';

/**
 * The browser is on the app's payment page: 'Pay with Debit Card' sends it to Paystack's checkout, the local stub
 * the e2e server is configured with (playwright.config.ts).
 */
export async function openPaystackCheckout(page: Page) {
  await page.getByRole('button', { name: 'Pay with Debit Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PAYSTACK_STUB_URL}/checkout/`));
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible();
}

/** From the payment page through Paystack's checkout, pressing `choice`; Paystack then sends the browser back. */
export async function payThroughPaystack(page: Page, choice: PaystackChoice = 'Pay') {
  await openPaystackCheckout(page);
  await page.getByRole('button', { name: choice, exact: true }).click();
}
