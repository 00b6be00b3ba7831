import { PROPERTY_ADMIN_MESSAGES } from '../src/domain/property/property-admin';
import { PHOTO_UPLOAD_MESSAGES, smallPhotoUrl } from '../src/domain/property/listing-photos';
import { paths } from '../src/web/config/paths';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectLinkFocuses, expectSummaryFocused, expectSummaryLinks } from './support/error-summary';
import { expectAccessible } from './support/accessibility';
import { signInAsAdmin } from './support/admin';
import { providerViaApi } from './support/catalogue-admin';
import { choose } from './support/combobox';
import { lekkiVillaViaApi } from './support/listings-admin';
import { pngFile } from './support/photos';
import { propertyCards } from './support/real-estate';
import { unique } from './support/unique';
import { expectFitsNarrowestPhone } from './support/viewport';

test.describe('property listings', () => {
  /** Fills every field of the new-listing form but the title, with LEKKI_VILLA's values and `provider`. */
  async function fillAllButTitle(page: Page, provider: string) {
    await page.getByLabel('Location').fill('Lekki Phase 1, Lagos');
    await page.getByLabel('Description').fill('Four bedrooms by the lagoon, with a garden and a pool.');
    await choose(page, 'State', 'Lagos');
    await choose(page, 'Town', 'Lekki');
    await choose(page, 'Property type', 'Villa');
    await choose(page, 'Realty provider', `${provider} (inactive)`);
    await page.getByLabel('Bedrooms').fill('4');
    await page.getByLabel('Bathrooms').fill('5');
    await page.getByLabel('Square feet').fill('3200');
    await page.getByLabel('Price (USD)').fill('412,345.50');
    await page.getByLabel('Price (NGN)').fill('639,135,025.50');
  }

  /** The form's photos, main photo first. */
  const formPhotos = (page: Page) =>
    page.getByRole('list', { name: 'Photos, main photo first' }).getByRole('listitem');

  /** Uploads two photos and makes the second the main one; answers its address. */
  async function uploadTwoAndPickTheSecond(page: Page) {
    const photos = formPhotos(page);
    await page
      .getByLabel('Add photos')
      .setInputFiles([await pngFile('front.png', '#3a7'), await pngFile('garden.png', '#a37')]);
    await expect(photos).toHaveCount(2);
    const secondPhoto = (await photos.nth(1).getByRole('img').getAttribute('src')) ?? '';
    await page.getByRole('button', { name: 'Make main photo (photo 2 of 2)' }).click();
    await expect(photos.first().getByRole('img')).toHaveAttribute('src', secondPhoto);
    return secondPhoto;
  }

  test('a new listing refuses a file that is not a photo and an empty title, keeping what was typed and uploaded', async ({
    page,
  }) => {
    const tag = unique();
    await signInAsAdmin(page.request);
    const provider = await providerViaApi(page.request, { name: `Listing Realty ${tag}`, active: false });

    await page.goto(paths.adminProperties);
    await expect(page.getByRole('heading', { level: 1, name: 'Property listings' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'New listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
    await fillAllButTitle(page, provider.name);

    // A text file dressed as a PNG is refused beside the upload control; two real photos upload in order.
    await page.getByLabel('Add photos').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a photo'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.png' })).toHaveText(
      `notes.png: ${PHOTO_UPLOAD_MESSAGES.notPhoto}`,
    );
    const secondPhoto = await uploadTwoAndPickTheSecond(page);
    const photos = formPhotos(page);
    await expect(photos.first()).toContainText('Main photo');
    await expect(page.getByRole('img', { name: 'New listing, 1 of 2 (main)' })).toBeVisible();

    // The empty title is refused on its field; what was typed and uploaded stays.
    await page.getByRole('button', { name: 'Create listing' }).click();
    const titleField = page.getByLabel('Title');
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField).toHaveAccessibleDescription(PROPERTY_ADMIN_MESSAGES.title);
    // Focus goes to the error summary, whose one link leads to the title.
    await expectSummaryFocused(page);
    await expectSummaryLinks(page, [PROPERTY_ADMIN_MESSAGES.title]);
    await expectLinkFocuses(page, PROPERTY_ADMIN_MESSAGES.title, titleField);
    await expect(page.getByLabel('Location')).toHaveValue('Lekki Phase 1, Lagos');
    await expect(page.getByLabel('Price (USD)')).toHaveValue('412,345.50');
    await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveText('Villa');
    await expect(photos).toHaveCount(2);
    await expect(photos.first().getByRole('img')).toHaveAttribute('src', secondPhoto);
    await expectAccessible(page);
  });

  test('a new listing written with its photos is created as a draft, its main photo first', async ({
    page,
  }) => {
    const tag = unique();
    const title = `Test Lekki Villa ${tag}`;
    await signInAsAdmin(page.request);
    const provider = await providerViaApi(page.request, { name: `Listing Realty ${tag}`, active: false });

    await page.goto(paths.adminPropertyNew);
    await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await fillAllButTitle(page, provider.name);
    const secondPhoto = await uploadTwoAndPickTheSecond(page);
    await page.getByRole('button', { name: 'Create listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Listing created as a draft', { exact: true })).toBeVisible();
    const state = page.getByRole('region', { name: 'Visibility' });
    await expect(state.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Price (USD)')).toHaveValue('412345.50');
    await expect(page.getByLabel('Price (NGN)')).toHaveValue('639135025.50');
    await expect(formPhotos(page).first().getByRole('img')).toHaveAttribute('src', secondPhoto);
  });

  test("a draft's page is accessible and fits the narrowest phone; the draft is published and marked verified", async ({
    page,
  }) => {
    await signInAsAdmin(page.request);
    const listing = await lekkiVillaViaApi(page.request);

    await page.goto(paths.adminProperty(listing.id));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const state = page.getByRole('region', { name: 'Visibility' });
    await expect(state.getByText('Draft', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectFitsNarrowestPhone(page);
    await page.setViewportSize({ width: 390, height: 844 });

    await state.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Listing published', { exact: true })).toBeVisible();
    await expect(state.getByText('Published', { exact: true })).toBeVisible();
    await state.getByRole('button', { name: 'Mark verified' }).click();
    await expect(page.getByText('Marked verified', { exact: true })).toBeVisible();
    await expect(state.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('the public finds a verified listing by its title, with its main photo and badge, and opens its page', async ({
    page,
  }) => {
    await signInAsAdmin(page.request);
    const { id, title, provider, photos } = await lekkiVillaViaApi(page.request, {
      published: true,
      verified: true,
    });

    await page.goto(paths.realEstate);
    await page.getByLabel('Search by title or location').fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = propertyCards(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect(card.getByRole('img', { name: `${title}, Lekki Phase 1, Lagos` })).toHaveAttribute(
      'src',
      smallPhotoUrl(photos[0] ?? ''),
    );
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card).toContainText('$412,345.50');
    await expect(card).toContainText('4 bedrooms');
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Listed by ${provider.name}`)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `${title} (1 of 2)` })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(paths.property(id));
  });

  test('an unpublished listing is gone from the public list and from its page, but admins still open it', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page.request);
    const { id, title } = await lekkiVillaViaApi(page.request, { published: true, verified: true });

    await page.goto(paths.adminProperty(id));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const state = page.getByRole('region', { name: 'Visibility' });
    await state.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Listing unpublished', { exact: true })).toBeVisible();
    await expect(state.getByText('Draft', { exact: true })).toBeVisible();
    // Admins still open a draft's page; a visitor does not.
    const visitor = await browser.newPage();
    await visitor.goto(`${paths.realEstate}?search=${encodeURIComponent(title)}`);
    await expect(visitor.getByText('No properties match your search')).toBeVisible();
    await visitor.goto(paths.property(id));
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
        state: 'Lagos',
        town: 'Yaba',
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

    await page.goto(paths.adminProperties);
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
