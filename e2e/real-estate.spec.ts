import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { definitionOf } from './support/description-list';
import { makeUser, signUpViaApi } from './support/accounts';
import { openPropertyNamed, propertyCards, propertyCardTitles, withApply } from './support/real-estate';

test.describe('the property list', () => {
  test('search and filters run on the server, live in the URL and survive a reload', async ({ page }) => {
    await page.goto(paths.realEstate);
    await expect(page.getByRole('heading', { name: 'Find Your Dream Property' })).toBeVisible();
    await expect(propertyCards(page)).toHaveCount(12);
    await expectAccessible(page);

    await page.getByLabel('Search by title or location').fill('abuja');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/real-estate\?search=abuja$/);
    await expect(propertyCardTitles(page)).toHaveText([
      'Maitama Diplomatic Villa',
      'Wuse 2 City Apartment',
      'Asokoro Hillside Penthouse',
      'Gwarinpa Family Villa',
      'Jabi Lakeside Apartment',
      'Katampe Extension Villa',
    ]);

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter properties' });
    await expectAccessible(page);
    await sheet.getByRole('radio', { name: 'Villa' }).click();
    await sheet.getByRole('radio', { name: '5+' }).click();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/search=abuja&type=Villa&bedrooms=5$/);
    await expect(propertyCardTitles(page)).toHaveText([
      'Maitama Diplomatic Villa',
      'Katampe Extension Villa',
    ]);

    await page.reload();
    await expect(propertyCardTitles(page)).toHaveText([
      'Maitama Diplomatic Villa',
      'Katampe Extension Villa',
    ]);
    await expect(page.getByLabel('Search by title or location')).toHaveValue('abuja');
    await expect(page.getByRole('link', { name: 'Remove filter Type: Villa' })).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    await sheet.getByLabel('Max price (USD)').fill('600000');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/maxPrice=600000/);
    await expect(propertyCardTitles(page)).toHaveText(['Katampe Extension Villa']);
    const card = propertyCards(page).first();
    await expect(
      card.getByRole('img', { name: 'Katampe Extension Villa, Katampe Extension, Abuja' }),
    ).toBeVisible();
    await expect(card).toContainText('$560,000');
    await expect(card).toContainText('₦868,000,000');
    await expect(card).toContainText('5 bedrooms');
    await expect(card).toContainText('6 bathrooms');
    await expect(card).toContainText('5,000 sq ft');

    await page.getByLabel('Search by title or location').fill('100%_nothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No properties match your search')).toBeVisible();
    await expectAccessible(page);
  });

  test('more listings load through the cursor, in place', async ({ page }) => {
    await page.goto(paths.realEstate);
    await expect(propertyCards(page)).toHaveCount(12);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(propertyCards(page)).toHaveCount(24);
    await expect(page).toHaveURL(/\/real-estate$/);
    await expect(page.getByText('Showing 24 properties')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  });

  test("a provider's 'View Properties' filters the list by that provider", async ({ page }) => {
    await page.goto(paths.realEstateProviders);
    await expect(page.getByRole('heading', { name: 'Capital Estates (Sample)' })).toBeVisible();
    await expect(page.getByText('$75', { exact: true })).toBeVisible();
    await expect(page.getByText('₦116,250', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View Properties from Capital Estates (Sample)' }).click();
    await expect(page).toHaveURL(/\/real-estate\?provider=[0-9a-f-]{36}$/);
    const chip = page.getByRole('link', { name: 'Remove filter Provider: Capital Estates (Sample)' });
    await expect(chip).toBeVisible();
    await expect(propertyCards(page)).toHaveCount(10);
    await expect(propertyCardTitles(page).first()).toHaveText('Maitama Diplomatic Villa');

    await chip.click();
    await expect(page).toHaveURL(/\/real-estate$/);
    await expect(propertyCards(page)).toHaveCount(12);
  });
});

test.describe('a property page', () => {
  test('shows the listing and lets a signed-in user apply once', async ({ page }) => {
    await signUpViaApi(page.request);
    await openPropertyNamed(page, 'Jabi Lakeside Apartment');
    await expect(page.getByText('Jabi, Abuja', { exact: true })).toBeVisible();
    await expect(page.getByText('$175,000', { exact: true })).toBeVisible();
    await expect(page.getByText('₦271,250,000', { exact: true })).toBeVisible();
    await expect(page.getByText('3 bedrooms', { exact: true })).toBeVisible();
    await expect(page.getByText('3 bathrooms', { exact: true })).toBeVisible();
    await expect(page.getByText('1,700 sq ft', { exact: true })).toBeVisible();
    await expect(page.getByText('Apartment', { exact: true })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'What Verified means' })).toHaveAttribute(
      'href',
      '/help#property',
    );
    await expect(page.getByText('is not part of the price')).toBeVisible();
    await expect(page.getByText('Listed by Capital Estates (Sample)')).toBeVisible();

    const second = page.getByRole('button', { name: 'Show photo 2 of' });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: /Jabi Lakeside Apartment \(2 of \d\)/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Apply for this Property' }).click();
    await page.getByLabel('Message to the provider').fill('A viewing for my mother in March, please.');
    await page.getByRole('radio', { name: 'WhatsApp' }).click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application Received' })).toBeVisible();
    const reference =
      (await page
        .getByText(/^PA[0-9A-Z]+$/)
        .first()
        .textContent()) ?? '';
    expect(reference).toMatch(/^PA[0-9A-Z]+$/);
    const bank = page.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(definitionOf(bank, 'Payment reference')).toContainText(reference);
    await expect(page.getByText('$75', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Back on the page later, it shows the application instead of offering to apply again (decision 032).
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your Application' })).toContainText(reference);
    await expect(page.getByRole('button', { name: 'Apply for this Property' })).toHaveCount(0);

    await page.goto(paths.profile);
    const applications = page.getByRole('list', { name: 'Applications' });
    await expect(applications.getByRole('listitem').filter({ hasText: reference })).toContainText('Pending');
  });

  test('a visitor who applies signs in and comes back to the property', async ({ page, browser }) => {
    const user = makeUser();
    await signUpViaApi((await browser.newContext()).request, user);
    await openPropertyNamed(page, 'Ocean View Villa');
    // The property as opened from the list (its ?back= keeps the list's filters, decision 034), asking for the form.
    const property = withApply(page.url());
    await page.getByRole('button', { name: 'Apply for this Property' }).click();
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(property)}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(property);
    // They had pressed Apply: the form is open, no second press (decision 032).
    await expect(page.getByLabel('Message to the provider')).toBeVisible();
  });

  test("an unknown id shows 'Property Not Found' with a way back", async ({ page }) => {
    await page.goto(paths.property('6f1c2b3a-4d5e-4f60-8a9b-0c1d2e3f4a5b'));
    await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute(
      'href',
      '/real-estate',
    );
    await expectAccessible(page);
  });
});

test('home features the newest listing, linking to its page', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto(paths.home);
  const featured = page.getByRole('region', { name: 'Featured Property' });
  await expect(featured.getByRole('img', { name: 'Ocean View Villa, Lekki Phase 1, Lagos' })).toBeVisible();
  await expect(featured.getByText('$520,000')).toBeVisible();
  await expect(featured.getByText('₦806,000,000')).toBeVisible();
  await expectAccessible(page);
  await featured.getByRole('link', { name: 'Ocean View Villa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ocean View Villa' })).toBeVisible();
});
