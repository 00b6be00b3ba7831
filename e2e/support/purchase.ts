import { expect, type Page } from '@playwright/test';
import { formatNgn, formatUsd, type Price } from '../../src/domain/money';
import { choose } from './combobox';
import { definitionOf } from './description-list';
import { unique, uniqueMobile } from './unique';

export interface PersonDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  address: string;
  relationship: 'Self' | 'Spouse' | 'Child' | 'Parent' | 'Other';
}

/** A date of birth that makes someone `age` on the coverage start date (tomorrow), away from any birthday. */
export function bornAged(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - 40);
  return date.toISOString().slice(0, 10);
}

let sequence = 0;
export function person(age: number, overrides: Partial<PersonDetails> = {}): PersonDetails {
  sequence += 1;
  return {
    firstName: 'Ngozi',
    lastName: `Eze${sequence}`,
    // Unique across workers and runs: an address named on more than 3 orders a day is refused (decision 061).
    email: `ngozi.${unique()}@example.com`,
    // Her own: the invitation and codes are read back from the Termii stub by number.
    phoneNumber: uniqueMobile(),
    dateOfBirth: bornAged(age),
    address: '7 Awolowo Road, Ikoyi, Lagos',
    relationship: 'Parent',
    ...overrides,
  };
}

export function beneficiaryCard(page: Page, number: number) {
  return page.getByRole('group', { name: `Beneficiary ${number}` });
}

export async function fillBeneficiary(page: Page, number: number, details: PersonDetails) {
  const card = beneficiaryCard(page, number);
  await card.getByLabel('First Name').fill(details.firstName);
  await card.getByLabel('Last Name').fill(details.lastName);
  await card.getByLabel('Email').fill(details.email);
  await card.getByLabel('Phone Number').fill(details.phoneNumber);
  await card.getByLabel('Date of Birth').fill(details.dateOfBirth);
  await card.getByLabel('Address').fill(details.address);
  await choose(card, 'Relationship', details.relationship);
}

/** Fills every beneficiary, adding cards as needed, and continues to the payer page. */
export async function addBeneficiaries(page: Page, people: PersonDetails[]) {
  for (const [index, details] of people.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Another Beneficiary' }).click();
    await fillBeneficiary(page, index + 1, details);
  }
  await page.getByRole('button', { name: 'Continue to Payment Summary' }).click();
  await expect(page).toHaveURL(/\/healthcare\/payer\?plan=/);
}

/** Prices added up, currency by currency. */
export function sum(...prices: Price[]): Price {
  return prices.reduce((a, b) => ({ usd: a.usd + b.usd, ngn: a.ngn + b.ngn }));
}

/** Skips the payer page (the buyer pays) on to the order summary. */
export async function skipPayer(page: Page) {
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/healthcare\/summary\?plan=/);
}

/** Accepts the terms, completes the order and checks the success page's amount against the catalogue. */
export async function completeOrder(page: Page, total: Price) {
  // One amount to pay, in what the bank account takes (naira here), and the plan's own prices beneath.
  const money = page.getByRole('region', { name: 'Amount to pay' });
  await expect(money.getByTestId('amount-to-pay')).toHaveText(
    `Send ${formatNgn(total.ngn)} by bank transfer`,
  );
  await expect(money).toContainText(`Plan price: ${formatUsd(total.usd)} / ${formatNgn(total.ngn)}`);
  await expect(page.getByText('Coverage period: 12 Months')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Order' });
  await expect(complete).toBeDisabled();
  await page.getByLabel(/I agree to the/).check();
  await complete.click();
  await expect(page).toHaveURL(/\/healthcare\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  await expect(page.getByTestId('amount-to-pay')).toHaveText(`Send ${formatNgn(total.ngn)} by bank transfer`);
  const orderNumber = definitionOf(page, 'Order number');
  await expect(orderNumber).toHaveText(/^DH[0-9A-Z]+$/);
  return (await orderNumber.textContent())!;
}
