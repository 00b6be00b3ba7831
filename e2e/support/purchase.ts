import { expect, type Locator, type Page } from '@playwright/test';

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
    email: `ngozi${sequence}@example.com`,
    phoneNumber: '8031234567',
    dateOfBirth: bornAged(age),
    address: '7 Awolowo Road, Ikoyi, Lagos',
    relationship: 'Parent',
    ...overrides,
  };
}

/** Picks an option of one of our dropdowns (a combobox button with a listbox). */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
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
