import { makeBeneficiary, makeOrderRequest, makePayer } from '../src/testing/order-factories';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer, signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { choose } from './support/combobox';
import { definitionOf } from './support/description-list';
import {
  errorSummary,
  expectFieldError,
  expectLinkFocuses,
  expectSummaryFocused,
  expectSummaryLinks,
} from './support/error-summary';
import { addBeneficiaries, beneficiaryCard, person } from './support/purchase';
import { uniqueKey } from './support/unique';
import { atNarrowestPhone } from './support/viewport';

// Issue 13, point 7: forms for a sponsor abroad and for older eyes.

test('the beneficiary form names each empty field, under the spec’s line, and its summary links to them', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto(paths.beneficiary('zenith'));
  const card = beneficiaryCard(page, 1);
  await card.getByLabel('First Name').fill('Kemi');
  await card.getByLabel('Email').fill('kemi@');
  await page.getByRole('button', { name: 'Continue to Payment Summary' }).click();

  await expectSummaryFocused(page);
  await expect(errorSummary(page)).toContainText('Please fill in all required fields for all beneficiaries');
  await expectSummaryLinks(page, [
    'Beneficiary 1: Enter their last name',
    // Badly formed, not missing: the spec's payer message for it.
    'Beneficiary 1: Invalid email address',
    'Beneficiary 1: Enter their date of birth',
    'Beneficiary 1: Enter their phone number',
    'Beneficiary 1: Enter their address',
    'Beneficiary 1: Choose how they are related to you',
  ]);
  await expectFieldError(card.getByLabel('Address'), 'Enter their address');
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expect(errorSummary(page)).toBeVisible());

  await expectLinkFocuses(page, 'Beneficiary 1: Enter their address', card.getByLabel('Address'));
  await expectLinkFocuses(
    page,
    'Beneficiary 1: Choose how they are related to you',
    card.getByRole('combobox', { name: 'Relationship' }),
  );
  // No browser bubble took the place of the messages: the form does not validate natively.
  await expect(page.locator('form').first()).toHaveAttribute('novalidate', '');
});

test('a sponsor in the UK pays as +44, from the profile’s phone, and is the beneficiaries’ child', async ({
  page,
}) => {
  await signUpViaApi(page.request, undefined, { middleName: '', country: 'Ghana' });
  await page.goto(paths.beneficiary('zenith'));
  await addBeneficiaries(page, [person(70)]);
  // Without a phone, the code of the profile's country.
  await expect(page.getByRole('combobox', { name: 'Country Code' })).toHaveText('+233 Ghana');

  const saved = await page.request.patch('/api/me/profile', {
    data: { contactNumber: '+44 07700 900123', country: 'Ghana', preferredCurrency: 'USD' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Country Code' })).toHaveText('+44 UK');
  await expect(page.getByLabel('Phone Number')).toHaveValue('7700900123');

  await page.getByLabel('Date of Birth').fill('1984-02-11');
  await page.getByLabel('Address').fill('4 Camden Road, London');
  await choose(page, 'Relationship to Beneficiaries', 'Child');
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Payer information saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/healthcare\/summary\?plan=zenith/);
});

test('phones are stored without the 0 after the code and shown grouped: profile and the admin’s order', async ({
  page,
  browser,
}) => {
  const { context } = await newCustomer(browser);
  const customer = await context.newPage();
  await customer.goto(paths.profile);
  await customer.getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
  await customer.getByRole('button', { name: 'Save Changes' }).click();
  await expect(customer.getByText('Profile updated')).toBeVisible();
  await expect(definitionOf(customer, 'Phone')).toHaveText('+234 803 123 4567');
  await expect(customer.getByRole('textbox', { name: 'Phone' })).toHaveValue('+234 803 123 4567');

  const placed = await context.request.post('/api/orders', {
    data: makeOrderRequest({
      idempotencyKey: uniqueKey('e2e-phones'),
      beneficiaries: [makeBeneficiary({ countryCode: '+234', phoneNumber: '+234 0803 123 4567' })],
      payer: makePayer({ countryCode: '+44', phoneNumber: '07700 900123', relationship: 'child' }),
    }),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string } };

  await signInAsAdmin(page.request);
  await page.goto(paths.adminOrder(order.id));
  const beneficiaries = page.getByRole('region', { name: /Beneficiaries/ });
  await expect(beneficiaries.getByText('+234 803 123 4567', { exact: true })).toBeVisible();
  const payer = page.getByRole('region', { name: /Payer/ });
  await expect(payer.getByText('+44 7700 900123', { exact: true })).toBeVisible();
  await expect(payer.getByText('Child', { exact: true })).toBeVisible();
  await context.close();
});
