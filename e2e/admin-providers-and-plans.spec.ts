import { FUNERAL_PLAN_TYPE_INFO } from '../src/domain/funeral/funeral-plan';
import { formatNgn, formatUsd } from '../src/domain/money';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { openAsAdmin } from './support/admin';
import { choose } from './support/combobox';
import { pngFile } from './support/photos';
import { unique } from './support/unique';

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

  await page.goto(paths.realEstateProviders);
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
  await adding.getByLabel('Underwriter').fill('Harbour Life Assurance');
  await adding.getByLabel('Youngest age').fill('18');
  await adding.getByLabel('Oldest age').fill('70');
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

  await page.goto(paths.funeralInsurance);
  const publicCard = page.getByRole('listitem', { name: `${plan}, ${formatNgn(cover.ngn)} cover` });
  await expect(publicCard).toContainText(`${formatUsd(11_25)}/ month`);
  await expect(publicCard).toContainText(formatUsd(cover.usd));
  // Its type's other (sample) levels have their own underwriter, so the row says its own.
  await expect(publicCard).toContainText('UnderwriterHarbour Life AssuranceJoining agesAges 18 to 70');

  await page.goto(paths.adminFuneralPlans);
  await row.getByRole('button', { name: `Edit ${plan}, ${coverText} cover` }).click();
  await editing.getByLabel('Active: customers can see and apply for this plan').uncheck();
  await editing.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved', { exact: true })).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await page.goto(paths.funeralInsurance);
  await expect(page.getByRole('region', { name: plan, exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${plan}, ${formatNgn(cover.ngn)} cover` })).toHaveCount(0);
});
