import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FuneralPlanType, FuneralPlanView } from '../../src/domain/funeral/funeral-plan';
import { formatNgn, formatUsd } from '../../src/domain/money';
import { choose } from './combobox';
import { definitionOf } from './description-list';
import { bornAged } from './purchase';

/** The seeded plans, as the API lists them. */
export async function funeralPlans(request: APIRequestContext): Promise<FuneralPlanView[]> {
  const response = await request.get('/api/funeral-plans');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { plans: FuneralPlanView[] }).plans;
}

export async function firstPlanOf(request: APIRequestContext, planType: FuneralPlanType) {
  const plan = (await funeralPlans(request)).find((candidate) => candidate.planType === planType);
  if (!plan) throw new Error(`no seeded ${planType} plan`);
  return plan;
}

let sequence = 0;

/** Fills a covered person's card (a group named by its legend: 'Spouse', 'Child 1', 'Family member 2'). */
export async function fillPerson(page: Page, legend: string, age: number, relationship?: string) {
  sequence += 1;
  const card = page.getByRole('group', { name: legend });
  await card.getByLabel('First Name').fill('Chinedu');
  await card.getByLabel('Last Name').fill(`Okeke${sequence}`);
  await card.getByLabel('Date of Birth').fill(bornAged(age));
  if (relationship) await choose(card, 'Relationship', relationship);
  return card;
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/** The principal member (names and email are pre-filled from the account) and the nominated beneficiary. */
export async function fillPrincipalAndBeneficiary(page: Page) {
  const principal = section(page, 'Principal member');
  await principal.getByLabel('Date of Birth').fill(bornAged(40));
  await principal.getByLabel('Phone Number').fill('+44 7700 900123');
  await principal.getByLabel('Address').fill('4 Camden Road, London');
  const beneficiary = section(page, 'Nominated beneficiary');
  await beneficiary.getByLabel('First Name').fill('Ifeoma');
  await beneficiary.getByLabel('Last Name').fill('Okeke');
  await choose(beneficiary, 'Relationship', 'Sibling');
  await beneficiary.getByLabel('Phone Number').fill('8031234567');
}

/** Submits the form and checks the confirmation's reference and monthly amount; returns the reference. */
export async function submitAndConfirm(page: Page, monthly: { usd: number; ngn: number }) {
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
  const reference = definitionOf(page, 'Reference');
  await expect(reference).toHaveText(/^FA[0-9A-Z]+$/);
  const amount = definitionOf(page, 'Monthly premium');
  await expect(amount).toContainText(`${formatUsd(monthly.usd)}/ month${formatNgn(monthly.ngn)}`);
  const text = (await reference.textContent())!;
  // Nothing is paid before approval (decision 054): the first premium's reference comes with it.
  await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View in Profile' })).toHaveAttribute('href', '/profile');
  return text;
}
