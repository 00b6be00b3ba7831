import { formatCalendarDate } from '../src/domain/calendar-date';
import { premiumReference } from '../src/domain/funeral/funeral-ledger';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { recordPremiumTransfer } from './support/applications';
import { approvedFuneralPlan } from './support/funeral-claims';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// My Orders shows a funeral plan's standing in the words of its page, and every premium paid has its receipt on
// the application's page (issue 27, points 2 and 3; docs/decisions/064).

const today = () => new Date().toISOString().slice(0, 10);

test('My Orders shows the cover standing, and the premium paid has its receipt on the plan page', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { application, admin } = await approvedFuneralPlan(page, browser);
  const row = page.getByRole('link', { name: new RegExp(`^Funeral plan ${application.reference},`) });

  await page.goto(paths.profile);
  await expect(row.getByTestId('cover-standing')).toHaveText(
    'Awaiting the first premium: cover starts the day after it is paid',
  );

  await recordPremiumTransfer(admin.request, application.id, today());
  await admin.close();
  await page.reload();
  await expect(row.getByTestId('cover-standing')).toHaveText(/^In force \(paid to \d+ \w+ \d{4}\)$/);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));

  await row.click();
  await expect(page).toHaveURL(`/profile/applications/funeral/${application.id}`);
  const receipt = page
    .getByRole('region', { name: 'Premiums paid' })
    .getByRole('article', { name: 'Receipt for premium 1' });
  await expect(receipt).toContainText(`by bank transfer on ${formatCalendarDate(today())}.`);
  await expect(receipt).toContainText(premiumReference(application.reference, 0));
  await expect(receipt).toContainText('Pays for');
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));
});
