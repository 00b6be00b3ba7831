import { DEFAULT_REFUND_RULE, TITLE_VERIFIED_MEANS } from '../src/domain/property/title-pack';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { changeApplicationStatus } from './support/applications';
import { signInAsAdmin } from './support/admin';
import { expectToast } from './support/toasts';
import { pdfFile, publishedListingViaApi, titlePackViaApi } from './support/title-packs';
import { unique } from './support/unique';
import { expectFitsNarrowestPhone } from './support/viewport';

test.describe('title packs (issue 16, point 1)', () => {
  test('an admin records a title pack with a PDF in the console', async ({ page }) => {
    await signInAsAdmin(page.request);
    const listing = await publishedListingViaApi(page.request, `Test Title Villa ${unique()}`);

    await page.goto(paths.adminProperty(listing.id));
    await expect(page.getByRole('heading', { level: 2, name: 'Title pack' })).toBeVisible();
    await page.getByLabel('Title type').selectOption('Certificate of Occupancy');
    await page.getByLabel('Title status').selectOption({ label: 'Verified by us' });
    await page.getByLabel('Verified on').fill('2026-11-02');
    await page.getByLabel('Agent registration number').fill('lasrera/2024/00123');
    await page.getByRole('button', { name: 'Save title pack' }).click();
    await expectToast(page, 'Title pack saved');
    await expect(page.getByLabel('Agent registration number')).toHaveValue('LASRERA/2024/00123');
    await page.getByLabel('Add a document').setInputFiles(pdfFile('Certificate of Occupancy.pdf'));
    await expect(page.getByText('Certificate of Occupancy.pdf', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  // The pack is recorded through the console's API, as the test above records it in the console.
  test('an approved applicant opens the title pack; the list filters to title verified', async ({
    page,
    browser,
  }) => {
    const title = `Test Title Villa ${unique()}`;
    await signInAsAdmin(page.request);
    const listing = await publishedListingViaApi(page.request, title);
    await titlePackViaApi(page.request, listing.id, pdfFile('Certificate of Occupancy.pdf'));

    const { context } = await newCustomer(browser);
    const customer = await context.newPage();
    await customer.goto(paths.property(listing.id));
    const section = customer.getByRole('region', { name: 'Title and documents' });
    await expect(section).toContainText('Certificate of Occupancy');
    await expect(section).toContainText('Verified by us on 2 November 2026');
    await expect(section).toContainText('LASRERA/2024/00123');
    await expect(section).toContainText(TITLE_VERIFIED_MEANS);
    await expect(section).toContainText(
      '1 title document is on file. They open for applicants whose application fee is received and whose application is approved.',
    );
    await expect(customer.getByText(DEFAULT_REFUND_RULE)).toBeVisible();
    await expectAccessible(customer);
    await expectFitsNarrowestPhone(customer);

    const applied = await customer.request.post('/api/property-applications', {
      data: { propertyId: listing.id, message: 'Please send the title.', preferredContact: 'email' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await customer.reload();
    // Applying alone opens nothing (decision 059): the page says what still has to happen, and offers no link.
    await expect(section).toContainText(
      'They open for you once your application fee is received and your application is approved.',
    );
    await expect(section.getByRole('link')).toHaveCount(0);
    const { application } = (await applied.json()) as { application: { id: string } };
    await changeApplicationStatus(page.request, 'property', application.id, 'approved');
    await customer.reload();
    const document = section.getByRole('link', { name: 'Certificate of Occupancy.pdf' });
    const download = customer.waitForEvent('download');
    await document.click();
    expect((await download).suggestedFilename()).toBe('Certificate of Occupancy.pdf');

    await customer.goto(`${paths.realEstate}?search=${encodeURIComponent(title)}`);
    await customer.getByRole('button', { name: 'Filters' }).click();
    await customer.getByLabel('Title verified by us only').check();
    await customer.getByRole('button', { name: 'Show results' }).click();
    await expect(customer).toHaveURL(/titleVerified=1/);
    await expect(customer.getByRole('link', { name: 'Remove filter Title verified' })).toBeVisible();
    await expect(customer.getByRole('heading', { name: title })).toBeVisible();
    await context.close();
  });
});

test.describe('saved listings (issue 16, point 2)', () => {
  test('a user saves a listing with the heart, finds it at /saved and removes it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const title = `Test Saved Villa ${unique()}`;
    await signInAsAdmin(page.request);
    await publishedListingViaApi(page.request, title);
    const listUrl = `/real-estate?search=${encodeURIComponent(title)}`;

    // Signed out, the heart asks to sign in and comes back.
    const visitor = await browser.newPage();
    await visitor.goto(listUrl);
    await expect(visitor.getByRole('link', { name: `Save ${title}` })).toHaveAttribute(
      'href',
      /^\/login\?redirect=%2Freal-estate%3Fsearch%3DTest/,
    );
    await visitor.close();

    const { context } = await newCustomer(browser);
    const customer = await context.newPage();
    await customer.goto(listUrl);
    const save = customer.getByRole('button', { name: `Save ${title}` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    const remove = customer.getByRole('button', { name: `Remove ${title} from saved` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    await customer.goto(paths.profile);
    await customer.getByRole('link', { name: 'Open saved listings' }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Saved listings' })).toBeVisible();
    await expect(customer.getByRole('heading', { name: title })).toBeVisible();
    await expectAccessible(customer);
    await expectFitsNarrowestPhone(customer);

    await customer.getByRole('button', { name: `Remove ${title} from saved` }).click();
    await expect(customer.getByText('You have not saved any listings yet')).toBeVisible();
    await context.close();
  });
});
