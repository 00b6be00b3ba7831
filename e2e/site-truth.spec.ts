import type { Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { helpQuestion } from './support/help-centre';

// Issue 26, point 7 (docs/decisions/053): the public pages describe the product as this server runs it. The e2e
// server takes cards (Paystack, through its stub) into a naira account; the server writes that on <html>, and the
// other wordings are in the page but not shown. Setting the other value shows the other wording, as a server so
// configured would (static-client-site-facts.test.ts checks the server writes each).

const setFact = (page: Page, name: 'cardPayments' | 'bankCurrency', value: string) =>
  page.evaluate(([key, to]) => (document.documentElement.dataset[key!] = to), [name, value]);

test('the help centre says how this deployment is paid, and follows its configuration', async ({ page }) => {
  await page.goto(paths.help);
  await expect(page.locator('html')).toHaveAttribute('data-card-payments', 'on');
  await expect(page.locator('html')).toHaveAttribute('data-bank-currency', 'NGN');
  await helpQuestion(page, 'How do I pay for my order?').click();
  const cards = page.getByText(/^Pay by card or by bank transfer\. Card payments go through Paystack/);
  const noCards = page.getByText(
    'Orders are paid by bank transfer. Card payments are not available at the moment.',
    {
      exact: false,
    },
  );
  const naira = page.getByText(/you send the order’s total in naira \(NGN\)/);
  const dollars = page.getByText(/you send the order’s total in US dollars \(USD\)/);
  await expect(cards).toBeVisible();
  await expect(noCards).toBeHidden();
  await expect(naira).toBeVisible();
  await expect(dollars).toBeHidden();
  await expectAccessible(page);

  await setFact(page, 'cardPayments', 'off');
  await setFact(page, 'bankCurrency', 'USD');
  await expect(cards).toBeHidden();
  await expect(noCards).toBeVisible();
  await expect(naira).toBeHidden();
  await expect(dollars).toBeVisible();

  await helpQuestion(page, 'Are the property listings verified?').click();
  await expect(
    page.getByText(/^Listings come from the realty providers we work with\. Not every listing’s title/),
  ).toBeVisible();
  await helpQuestion(page, 'When does cover start?').click();
  await expect(page.getByText(/^Cover starts the day after it is activated/)).toBeVisible();
});

test('the landing hero says how to pay as configured', async ({ page }) => {
  await page.goto(paths.landing);
  const hero = page.getByRole('region', { name: 'Care for family at home, from wherever you are' });
  await expect(hero).toContainText(
    'Buy health plans for relatives in Nigeria, apply for property and take funeral cover',
  );
  await expect(hero.getByText('paid by card or bank transfer.')).toBeVisible();
  await expect(hero.getByText('paid by bank transfer.', { exact: true })).toBeHidden();
  await expect(hero).not.toContainText('verified property');
  await setFact(page, 'cardPayments', 'off');
  await expect(hero.getByText('paid by card or bank transfer.')).toBeHidden();
  await expect(hero.getByText('paid by bank transfer.', { exact: true })).toBeVisible();
});

test('the terms and the privacy policy name Paystack only while cards are taken', async ({ page }) => {
  for (const path of ['/terms-and-conditions', '/privacy-policy']) {
    await page.goto(path);
    const paystack = page
      .getByRole('main')
      .getByText(/Paystack/)
      .first();
    await expect(paystack).toBeVisible();
    await setFact(page, 'cardPayments', 'off');
    for (const mention of await page
      .getByRole('main')
      .getByText(/Paystack/)
      .all())
      await expect(mention).toBeHidden();
  }
});
