import type { APIRequestContext } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { alertUnsubscribeLink, publishVillaViaApi } from './support/saved-searches';
import { expectToast } from './support/toasts';
import { waitsOnTheProductsClock } from './support/time-limit';
import { unique } from './support/unique';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Saved searches and their daily alert (issue 16, point 3; decision 043). The e2e server runs the alert job every
// minute (SEARCH_ALERTS_CRON), so an admin's new listing reaches the saved search's owner within a minute or two.
// It publishes a listing, so it runs with the console's catalogue specs, after those that count the public list.

/** A customer's saved search for villas matching a word of the test's own, saved through the API the button uses. */
async function savedVillaSearch(request: APIRequestContext, tag: string) {
  const saved = await request.post('/api/saved-searches', {
    data: { type: 'Villa', search: `Alert${tag}` },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

test('a search with no results is saved with its button, and the saved searches page lists it, no alert yet', async ({
  browser,
}) => {
  const tag = unique();
  const customer = await newCustomer(browser);
  const mine = await customer.context.newPage();

  await mine.goto(`${paths.realEstate}?type=Villa&search=Alert${tag}`);
  await expect(mine.getByText('No properties match your search')).toBeVisible();
  await mine.getByRole('button', { name: 'Save this search' }).click();
  await expectToast(
    mine,
    `Search saved: Villas, matching ‘Alert${tag}’. New listings that match come in a daily alert.`,
  );
  await expect(mine.getByText('You get a daily alert of new listings for this search.')).toBeVisible();
  await expectAccessible(mine);

  await mine.goto(paths.savedSearches);
  const saved = mine.getByRole('region', { name: 'Saved searches' });
  await expect(saved.getByRole('link', { name: `Villas, matching ‘Alert${tag}’` })).toBeVisible();
  await expect(saved.getByText('No alert yet: one comes the day a new listing matches')).toBeVisible();
  await expectAccessible(mine);
  await atNarrowestPhone(mine, () => expectNoSidewaysScroll(mine));
  await customer.context.close();
});

test('a saved search gets the new listing by mail, and its unsubscribe link works signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  waitsOnTheProductsClock(
    'the alert job runs once a minute on the e2e server, at the soonest (decision 043)',
  );
  const tag = unique();
  const title = `Alert${tag} Villa`;
  const customer = await newCustomer(browser);
  const mine = await customer.context.newPage();
  await savedVillaSearch(customer.context.request, tag);

  await signInAsAdmin(page.request);
  await publishVillaViaApi(page.request, title);
  const link = await alertUnsubscribeLink(customer.user.email, title);

  await mine.goto(paths.savedSearches);
  const saved = mine.getByRole('region', { name: 'Saved searches' });
  await expect(saved.getByText(/^Last alert /)).toBeVisible();

  // Signed out, as from a mail app: the link asks first, and only the button stops the alerts.
  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Stop alerts for this search?' })).toBeVisible();
  await expect(visitor.getByText(`‘Villas, matching ‘Alert${tag}’’`, { exact: false })).toBeVisible();
  await expectAccessible(visitor);
  await atNarrowestPhone(visitor, () => expectNoSidewaysScroll(visitor));
  await visitor.getByRole('button', { name: 'Stop alerts' }).click();
  await expect(visitor.getByRole('heading', { name: 'Alerts stopped' })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await signedOut.close();

  await mine.reload();
  await expect(saved.getByText('No saved searches yet.', { exact: false })).toBeVisible();
  await customer.context.close();
});
