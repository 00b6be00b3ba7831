import { FUNERAL_PLAN_TYPE_INFO } from '../src/domain/funeral/funeral-plan';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { signUpViaApi } from './support/accounts';
import { funeralPlans } from './support/funeral';
import { waitForHydration } from './support/hydration';
import { propertyCards } from './support/real-estate';

// Decision 027: a visitor's /funeral-insurance and /real-estate-providers are documents with the lists the server
// renders from the database, so they paint and work before any script; signed in, React runs them.

test('without JavaScript, a visitor sees every funeral plan and picks one', async ({ browser, request }) => {
  const plans = await funeralPlans(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.funeralInsurance);
  await expect(page.getByRole('status', { name: 'Loading funeral plans' })).toHaveCount(0);
  const family = page.getByRole('region', { name: FUNERAL_PLAN_TYPE_INFO.family.label, exact: true });
  await expect(family.getByRole('listitem')).toHaveCount(
    plans.filter((plan) => plan.planType === 'family').length,
  );
  await expect(page.getByRole('link', { name: /^Select Plan/ })).toHaveCount(plans.length);
  const first = plans.find((plan) => plan.planType === 'family')!;
  await family
    .getByRole('link', { name: /^Select Plan/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/funeral-insurance/apply\\?plan=${first.id}$`));
  await context.close();
});

test('without JavaScript, a visitor sees the providers and opens one’s listings', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.realEstateProviders);
  await expect(page.getByRole('status', { name: 'Loading providers' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Capital Estates (Sample)' })).toBeVisible();
  await page.getByRole('link', { name: 'View Properties from Capital Estates (Sample)' }).click();
  await expect(page).toHaveURL(/\/real-estate\?provider=[0-9a-f-]{36}$/);
  await expect(propertyCards(page)).toHaveCount(10);
  await context.close();
});

test('signed in, both pages hydrate and load their lists from the API', async ({ page }) => {
  await signUpViaApi(page.request);
  for (const [path, api, heading] of [
    [paths.funeralInsurance, '/api/funeral-plans', FUNERAL_PLAN_TYPE_INFO.family.label],
    [paths.realEstateProviders, '/api/realty-providers', 'Capital Estates (Sample)'],
  ] as const) {
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === api);
    await page.goto(path);
    await waitForHydration(page);
    await asked;
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  }
});
