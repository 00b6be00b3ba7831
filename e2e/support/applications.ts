import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestUser } from './accounts';
import { firstPlanOf } from './funeral';
import { listRows } from './lists';
import { bornAged } from './purchase';
import { expectToast } from './toasts';
import { uniqueKey } from './unique';

interface SubmittedApplication {
  id: string;
  reference: string;
  /** A property application's listing. */
  propertyId?: string;
  propertyTitle?: string;
  /** A funeral application's monthly premium. */
  monthlyPriceNgn?: number;
}

/** Applies for the first published listing as the signed-in customer of `request`. */
export async function applyForProperty(request: APIRequestContext): Promise<SubmittedApplication> {
  const listings = await request.get('/api/properties');
  expect(listings.status()).toBe(200);
  const [property] = ((await listings.json()) as { items: { id: string }[] }).items;
  if (!property) throw new Error('no published listing');
  const response = await request.post('/api/property-applications', {
    data: {
      propertyId: property.id,
      message: 'A viewing for my mother in March, please.',
      preferredContact: 'email',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { application: SubmittedApplication }).application;
}

interface FuneralChild {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** Applies for a single-parent funeral plan covering the principal member, and the children given if any. */
export async function applyForFuneralPlan(
  request: APIRequestContext,
  user: TestUser,
  children: FuneralChild[] = [],
): Promise<SubmittedApplication> {
  const plan = await firstPlanOf(request, 'single_parent');
  const response = await request.post('/api/funeral-applications', {
    data: {
      planId: plan.id,
      principal: {
        firstName: user.firstName,
        lastName: user.lastName,
        dateOfBirth: bornAged(40),
        email: user.email,
        phoneNumber: '+44 7700 900123',
        address: '4 Camden Road, London',
      },
      ...(children.length > 0 ? { children } : {}),
      beneficiary: {
        firstName: 'Ifeoma',
        lastName: 'Okeke',
        relationship: 'sibling',
        phoneNumber: '8031234567',
      },
      idempotencyKey: uniqueKey('e2e-funeral'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { application: SubmittedApplication }).application;
}

/** On the console's applications page: the kind's tab, then the customer's application found by its reference. */
export async function openApplication(page: Page, kind: 'Property' | 'Funeral', reference: string) {
  const tab = page.getByRole('tab', { name: kind });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Reference or email').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = listRows(page, `${kind} applications`);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Pending');
  await rows.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
}

/** Decides the open (pending) application, which offers exactly these three statuses. */
export async function decide(page: Page, status: 'Approved' | 'Rejected') {
  await page.getByRole('combobox', { name: 'New status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Approved', 'Rejected', 'Cancelled']);
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('button', { name: 'Update status' }).click();
  await expectToast(page, `Application ${status.toLowerCase()}`);
}

/** Changes an application's status as the admin signed in on `adminRequest`. */
export async function changeApplicationStatus(
  adminRequest: APIRequestContext,
  kind: 'property' | 'funeral',
  id: string,
  status: 'approved' | 'rejected' | 'cancelled',
) {
  const response = await adminRequest.post(`/api/admin/applications/${kind}/${id}/status`, {
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Records, as the admin signed in on `adminRequest`, that the transfer for a funeral plan's next premium arrived. */
export async function recordPremiumTransfer(adminRequest: APIRequestContext, id: string, paidOn: string) {
  const response = await adminRequest.post(`/api/admin/applications/funeral/${id}/premiums`, {
    data: { paidOn },
  });
  expect(response.status(), await response.text()).toBe(200);
}
