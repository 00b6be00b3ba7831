import { E2E_ADMIN } from '../playwright.config';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signInAsAdmin } from './support/admin';
import { providerViaApi } from './support/catalogue-admin';
import { choose } from './support/combobox';
import { definitionOf } from './support/description-list';
import { unique } from './support/unique';
import { expectFitsNarrowestPhone } from './support/viewport';

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

  await page.goto(paths.adminAuditLog);
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
