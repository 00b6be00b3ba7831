import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer, signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { placeOrder } from './support/orders';

/*
 * Issue 13, point 8 (decision 034): a detail page's back link returns to the list as the user had filtered it,
 * carried as ?back= (a same-origin path to that list, anything else ignored).
 */

const FILTERED = '/real-estate?search=abuja&type=Villa';

for (const who of ['a visitor', 'a signed-in user'] as const) {
  test(`${who}: 'All properties' on a property page goes back to the filtered list`, async ({ page }) => {
    if (who === 'a signed-in user') await signUpViaApi(page.request);
    await page.goto(FILTERED);
    await page.getByRole('link', { name: 'Maitama Diplomatic Villa', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maitama Diplomatic Villa' })).toBeVisible();
    const back = page.getByRole('link', { name: 'All properties' });
    await expect(back).toHaveAttribute('href', FILTERED);
    await expectAccessible(page);

    await back.click();
    await expect(page).toHaveURL(FILTERED);
    await expect(page.getByRole('link', { name: 'Remove filter Type: Villa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Katampe Extension Villa', exact: true })).toBeVisible();
  });
}

test('a property page opened without a list, or with a foreign ?back=, goes back to the whole list', async ({
  page,
}) => {
  await page.goto(FILTERED);
  const href = await page
    .getByRole('link', { name: 'Maitama Diplomatic Villa', exact: true })
    .getAttribute('href');
  const property = href!.split('?')[0]!;
  for (const back of [
    '',
    '?back=https://evil.example/real-estate',
    '?back=//evil.example',
    '?back=/admin/users',
  ]) {
    await page.goto(property + back);
    await expect(page.getByRole('link', { name: 'All properties' })).toHaveAttribute('href', '/real-estate');
  }
});

for (const who of ['a visitor', 'a signed-in user'] as const) {
  test(`${who}: a plan opened from the comparison goes back to it`, async ({ page }) => {
    if (who === 'a signed-in user') await signUpViaApi(page.request);
    await page.goto(paths.healthcareCompare(['super', 'zenith']));
    await page.getByRole('link', { name: 'View Details of Zenith' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zenith' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to comparison' });
    await expect(back).toHaveAttribute('href', '/healthcare/compare?plans=super,zenith');
    await expectAccessible(page);
    await back.click();
    await expect(page).toHaveURL('/healthcare/compare?plans=super,zenith');

    // Opened from its provider's page, the plan goes back there.
    await page.goto(paths.healthcarePlan('zenith'));
    await expect(page.getByRole('link', { name: 'Venus Medicare plans' })).toHaveAttribute(
      'href',
      '/healthcare/venus-plans',
    );
  });
}

test('an admin’s order page goes back to the orders as filtered', async ({ page, browser }) => {
  const { context } = await newCustomer(browser);
  const order = await placeOrder(context.request);
  await context.close();
  await signInAsAdmin(page.request);
  const list = `/admin/orders?status=pending&q=${order.confirmationNumber}`;
  await page.goto(list);
  await page.getByRole('link', { name: order.confirmationNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: order.confirmationNumber })).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: 'Orders' });
  await expect(back).toHaveAttribute('href', list);
  await expectAccessible(page);
  await back.click();
  await expect(page).toHaveURL(list);
});
