import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { alertUnsubscribePath, savedVillaSearch } from './support/saved-searches';
import { expectToast } from './support/toasts';
import { unique } from './support/unique';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// Saved searches and their daily alert (issue 16, point 3; decision 043). The alert job runs once an hour, so these
// tests do not wait for it: the API tests run it and read the mail (search-alerts.test.ts, unsubscribe.test.ts), the
// list's 'Last alert' line is a component test (saved-searches.test.tsx), and here the person's side of both ends.

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

test('an alert’s unsubscribe link works signed out: it asks first, only the button stops the alerts, then it no longer works', async ({
  browser,
}) => {
  const tag = unique();
  const customer = await newCustomer(browser);
  const search = await savedVillaSearch(customer.context.request, tag);
  const mine = await customer.context.newPage();
  await mine.goto(paths.savedSearches);
  const saved = mine.getByRole('region', { name: 'Saved searches' });
  await expect(saved.getByRole('link', { name: `Villas, matching ‘Alert${tag}’` })).toBeVisible();

  // Signed out, as from a mail app: the link asks first, and only the button stops the alerts.
  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await visitor.goto(alertUnsubscribePath(search.id));
  await expect(visitor.getByRole('heading', { name: 'Stop alerts for this search?' })).toBeVisible();
  await expect(visitor.getByText(`‘Villas, matching ‘Alert${tag}’’`, { exact: false })).toBeVisible();
  await expectAccessible(visitor);
  await atNarrowestPhone(visitor, () => expectNoSidewaysScroll(visitor));
  await visitor.getByRole('button', { name: 'Stop alerts' }).click();
  await expect(visitor.getByRole('heading', { name: 'Alerts stopped' })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.goto(alertUnsubscribePath(search.id));
  await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await signedOut.close();

  await mine.reload();
  await expect(saved.getByText('No saved searches yet.', { exact: false })).toBeVisible();
  await customer.context.close();
});
