import { E2E_ADMIN } from '../playwright.config';
import { FUNERAL_PLAN_TYPE_INFO } from '../src/domain/funeral/funeral-plan';
import { formatNgn, formatUsd } from '../src/domain/money';
import { PHOTO_UPLOAD_MESSAGES, smallPhotoUrl } from '../src/domain/property/listing-photos';
import { PROPERTY_ADMIN_MESSAGES } from '../src/domain/property/property-admin';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { makeUser, signUpViaApi } from './support/accounts';
import { openAsAdmin, signInAsAdmin } from './support/admin';
import { providerViaApi } from './support/catalogue-admin';
import { choose } from './support/combobox';
import { definitionOf } from './support/description-list';
import { pngFile } from './support/photos';
import { propertyCards } from './support/real-estate';
import { expectNoToast } from './support/toasts';
import { unique } from './support/unique';
import { expectFitsNarrowestPhone } from './support/viewport';

test.describe('property listings', () => {
  test('a new listing is written with its photos, published, verified, shown to the public and hidden again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const tag = unique();
    const title = `Test Lekki Villa ${tag}`;
    await signInAsAdmin(page.request);
    const provider = await providerViaApi(page.request, { name: `Listing Realty ${tag}`, active: false });

    await page.goto('/admin/properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Property listings' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'New listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();

    // Every field but the title.
    await page.getByLabel('Location').fill('Lekki Phase 1, Lagos');
    await page.getByLabel('Description').fill('Four bedrooms by the lagoon, with a garden and a pool.');
    await choose(page, 'Property type', 'Villa');
    await choose(page, 'Realty provider', `${provider.name} (inactive)`);
    await page.getByLabel('Bedrooms').fill('4');
    await page.getByLabel('Bathrooms').fill('5');
    await page.getByLabel('Square feet').fill('3200');
    await page.getByLabel('Price (USD)').fill('412,345.50');
    await page.getByLabel('Price (NGN)').fill('639,135,025.50');

    // A text file dressed as a PNG is refused beside the upload control; two real photos upload in order.
    const upload = page.getByLabel('Add photos');
    await upload.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a photo'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.png' })).toHaveText(
      `notes.png: ${PHOTO_UPLOAD_MESSAGES.notPhoto}`,
    );
    await upload.setInputFiles([await pngFile('front.png', '#3a7'), await pngFile('garden.png', '#a37')]);
    const photos = page.getByRole('list', { name: 'Photos, main photo first' }).getByRole('listitem');
    await expect(photos).toHaveCount(2);
    const secondPhoto = await photos.nth(1).getByRole('img').getAttribute('src');
    await page.getByRole('button', { name: 'Make main photo (photo 2 of 2)' }).click();
    await expect(photos.first().getByRole('img')).toHaveAttribute('src', secondPhoto ?? '');
    await expect(photos.first()).toContainText('Main photo');
    await expect(page.getByRole('img', { name: 'New listing, 1 of 2 (main)' })).toBeVisible();

    // The empty title is refused on its field; what was typed and uploaded stays.
    await page.getByRole('button', { name: 'Create listing' }).click();
    const titleField = page.getByLabel('Title');
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField).toHaveAccessibleDescription(PROPERTY_ADMIN_MESSAGES.title);
    await expect(titleField).toBeFocused();
    await expect(page.getByLabel('Location')).toHaveValue('Lekki Phase 1, Lagos');
    await expect(page.getByLabel('Price (USD)')).toHaveValue('412,345.50');
    await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveText('Villa');
    await expect(photos).toHaveCount(2);
    await expect(photos.first().getByRole('img')).toHaveAttribute('src', secondPhoto ?? '');
    await expectAccessible(page);

    await titleField.fill(title);
    await page.getByRole('button', { name: 'Create listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Listing created as a draft', { exact: true })).toBeVisible();
    const adminPath = new URL(page.url()).pathname;
    const state = page.getByRole('region', { name: 'Visibility' });
    await expect(state.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Price (USD)')).toHaveValue('412345.50');
    await expect(page.getByLabel('Price (NGN)')).toHaveValue('639135025.50');
    await expect(photos.first().getByRole('img')).toHaveAttribute('src', secondPhoto ?? '');
    await expectNoToast(page);
    await expectAccessible(page);
    await expectFitsNarrowestPhone(page);
    await page.setViewportSize({ width: 390, height: 844 });

    await state.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Listing published', { exact: true })).toBeVisible();
    await expect(state.getByText('Published', { exact: true })).toBeVisible();
    await state.getByRole('button', { name: 'Mark verified' }).click();
    await expect(page.getByText('Marked verified', { exact: true })).toBeVisible();
    await expect(state.getByText('Verified', { exact: true })).toBeVisible();

    // The public finds it by its title, with its main photo and the verified badge, and opens its page.
    await page.goto('/real-estate');
    await page.getByLabel('Search by title or location').fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = propertyCards(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect(card.getByRole('img', { name: `${title}, Lekki Phase 1, Lagos` })).toHaveAttribute(
      'src',
      smallPhotoUrl(secondPhoto ?? ''),
    );
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card).toContainText('$412,345.50');
    await expect(card).toContainText('4 bedrooms');
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Listed by ${provider.name}`)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `${title} (1 of 2)` })).toBeVisible();
    const publicPath = new URL(page.url()).pathname;

    // Unpublished, it is gone from the list and from its page.
    await page.goto(adminPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await state.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Listing unpublished', { exact: true })).toBeVisible();
    await expect(state.getByText('Draft', { exact: true })).toBeVisible();
    // Admins still open a draft's page; a visitor does not.
    const visitor = await browser.newPage();
    await visitor.goto(`/real-estate?search=${encodeURIComponent(title)}`);
    await expect(visitor.getByText('No properties match your search')).toBeVisible();
    await visitor.goto(publicPath);
    await expect(visitor.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await visitor.close();
  });

  test('a draft without photos cannot be published', async ({ page }) => {
    const tag = unique();
    await signInAsAdmin(page.request);
    const provider = await providerViaApi(page.request, { name: `Photoless Realty ${tag}`, active: false });
    const title = `Photoless Flat ${tag}`;
    const created = await page.request.post('/api/admin/properties', {
      data: {
        title,
        location: 'Yaba, Lagos',
        description: 'A flat without photos yet.',
        propertyType: 'Apartment',
        bedrooms: 2,
        bathrooms: 1,
        squareFeet: 900,
        priceUsd: 90_000_00,
        priceNgn: 139_500_000_00,
        providerId: provider.id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/admin/properties');
    await page.getByLabel('Title or location').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: title }).click();
    const state = page.getByRole('region', { name: 'Visibility' });
    await expect(state.getByText('Add a photo and save before publishing.')).toBeVisible();
    await state.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(PROPERTY_ADMIN_MESSAGES.publishNeedsPhoto)).toBeVisible();
    await expect(state.getByText('Draft', { exact: true })).toBeVisible();
  });
});

test('a realty provider added in the console, its fee changed, shows the new fee to the public', async ({
  page,
}) => {
  const name = `Harbour Homes ${unique()}`;
  await openAsAdmin(page, '/admin/providers', 'Realty providers');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add provider' }).click();
  const adding = page.getByRole('dialog', { name: 'Add provider' });
  await adding.getByLabel('Name').fill(name);
  await adding.getByLabel('Description').fill('Homes by the water in Lagos and Port Harcourt.');
  await adding.getByLabel('Upload logo').setInputFiles(await pngFile('logo.png', '#135'));
  await expect(adding.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await adding.getByLabel('Application fee (USD)').fill('60');
  await adding.getByLabel('Application fee (NGN)').fill('93000');
  await expect(adding.getByLabel('Active: shown to customers on the providers page')).toBeChecked();
  await expectAccessible(page);
  await adding.getByRole('button', { name: 'Add provider' }).click();
  await expect(page.getByText('Provider added', { exact: true })).toBeVisible();
  await expect(adding).toBeHidden();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toContainText('Application fee: $60 · ₦93,000');
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const editing = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editing.getByLabel('Application fee (USD)')).toHaveValue('60');
  await editing.getByLabel('Application fee (USD)').fill('72.50');
  await editing.getByLabel('Application fee (NGN)').fill('112,375');
  await editing.getByRole('button', { name: 'Save provider' }).click();
  await expect(page.getByText('Provider saved', { exact: true })).toBeVisible();
  await expect(card).toContainText('Application fee: $72.50 · ₦112,375');

  await page.goto('/real-estate-providers');
  const publicCard = page
    .getByRole('list', { name: 'Providers' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(publicCard.getByText(formatUsd(72_50), { exact: true })).toBeVisible();
  await expect(publicCard.getByText(formatNgn(112_375_00), { exact: true })).toBeVisible();
});

test('a funeral plan added, repriced and deactivated in the console is shown to customers only while active', async ({
  page,
}) => {
  // A cover no seeded plan has: thousands of dollars and an odd number of cents from the clock.
  const cents = 1_000_00 + (Date.now() % 900_00);
  const cover = { usd: cents, ngn: cents * 1550 };
  const plan = FUNERAL_PLAN_TYPE_INFO.additional_life.label;
  const coverText = `${formatUsd(cover.usd)} / ${formatNgn(cover.ngn)}`;
  await openAsAdmin(page, '/admin/funeral-plans', 'Funeral plans');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add plan' }).click();
  const adding = page.getByRole('dialog', { name: 'Add plan' });
  await choose(adding, 'Plan type', plan);
  await adding.getByLabel('Cover (USD)').fill((cover.usd / 100).toFixed(2));
  await adding.getByLabel('Cover (NGN)').fill((cover.ngn / 100).toFixed(2));
  await adding.getByLabel('Monthly price (USD)').fill('9.99');
  await adding.getByLabel('Monthly price (NGN)').fill('15484.50');
  await adding.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByText('Plan added', { exact: true })).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: `${coverText} cover` });
  await expect(row).toContainText('$9.99 / ₦15,484.50 per month');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${plan}, ${coverText} cover` }).click();
  const editing = page.getByRole('dialog', { name: 'Edit plan' });
  await editing.getByLabel('Monthly price (USD)').fill('11.25');
  await editing.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved', { exact: true })).toBeVisible();
  await expect(row).toContainText('$11.25 / ₦15,484.50 per month');

  await page.goto('/funeral-insurance');
  const publicCard = page.getByRole('article', { name: `${plan}, ${formatNgn(cover.ngn)} cover` });
  await expect(publicCard).toContainText(`${formatUsd(11_25)}/ month`);
  await expect(publicCard).toContainText(formatUsd(cover.usd));

  await page.goto('/admin/funeral-plans');
  await row.getByRole('button', { name: `Edit ${plan}, ${coverText} cover` }).click();
  await editing.getByLabel('Active: customers can see and apply for this plan').uncheck();
  await editing.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved', { exact: true })).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await page.goto('/funeral-insurance');
  await expect(page.getByRole('region', { name: plan, exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: `${plan}, ${formatNgn(cover.ngn)} cover` })).toHaveCount(0);
});

test('an admin makes a new user an admin and takes the role back, each confirmed', async ({
  page,
  browser,
}) => {
  const user = makeUser({ firstName: 'Tobi', lastName: 'Bakare' });
  const context = await browser.newContext();
  await signUpViaApi(context.request, user);
  await context.close();

  await openAsAdmin(page, '/admin/users', 'Users');
  await page.getByLabel('Email or name').fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.email);
  await expect(row.getByText('Customer', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsNarrowestPhone(page);

  await row.getByRole('button', { name: `Make admin for ${user.email}` }).click();
  const promote = page.getByRole('dialog', { name: `Make ${user.email} an admin?` });
  await expectAccessible(page);
  await promote.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText(`${user.email} is now an admin`)).toBeVisible();
  await expect(promote).toBeHidden();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Remove admin from ${user.email}` }).click();
  const demote = page.getByRole('dialog', { name: `Remove admin from ${user.email}?` });
  await demote.getByRole('button', { name: 'Remove admin' }).click();
  await expect(page.getByText(`${user.email} is no longer an admin`)).toBeVisible();
  await expect(row.getByText('Customer', { exact: true })).toBeVisible();
});

test('the audit log, filtered by kind of row, shows a change with its admin and readable values', async ({
  page,
}) => {
  const tag = unique();
  await signInAsAdmin(page.request);
  const provider = await providerViaApi(page.request, { name: `Audit Realty ${tag}`, active: false });
  const edited = await page.request.patch(`/api/admin/realty-providers/${provider.id}`, {
    data: { name: `Audit Homes ${tag}`, applicationFeeUsd: 95_50 },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await choose(page, 'Kind of row', 'Realty provider');
  await expect(page).toHaveURL(/entityType=realty_provider/);
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  const entry = entries.filter({ hasText: `Audit Homes ${tag}` });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name: 'Realty provider updated' })).toBeVisible();
  await expect(entry).toContainText(`by ${E2E_ADMIN.email}`);
  await expect(entry.getByRole('term')).toHaveText(['Name', 'Application fee USD']);
  await expect(entry.getByRole('definition')).toHaveText([
    `Audit Realty ${tag} → changed to Audit Homes ${tag}`,
    '$80 → changed to $95.50',
  ]);
  await expect(entry).not.toContainText('{');
  await expect(entry).not.toContainText('9550');
  const created = entries
    .filter({ has: page.getByRole('link', { name: 'Realty provider created' }) })
    .filter({ hasText: `Audit Realty ${tag}` });
  await expect(definitionOf(created, 'Application fee USD')).toHaveText('$80');
  await expect(definitionOf(created, 'Application fee NGN')).toHaveText('₦124,000');
  await expect(definitionOf(created, 'Active')).toHaveText('no');
  await expect(definitionOf(created, 'Logo').getByRole('img', { name: /^photo [0-9a-f]{8}$/ })).toBeVisible();
  await expect(created).not.toContainText('/api/media');
  await expectAccessible(page);
  await expectFitsNarrowestPhone(page);
});
