import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { approvedFuneralPlan } from './support/funeral-claims';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// A holder pays the first premium of an approved funeral plan by card through Paystack (the local stub), and
// sees the cover in force and the card saved for the next premiums, then stops card payments (issue 27 point 3,
// docs/decisions/066 parts A and C).

test('pays the first premium by card: cover in force and the card named; then stops card payments', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { application, admin } = await approvedFuneralPlan(page, browser);
  await admin.close();

  await page.goto(paths.application('funeral', application.id));
  const cover = page.getByRole('region', { name: 'Cover' });
  await expect(cover).toContainText('Awaiting the first premium');
  const pay = page.getByRole('button', { name: 'Pay premium 1 by card' });
  await expect(pay).toBeVisible();
  await expectAccessible(page);

  await pay.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(`/profile/applications/funeral/${application.id}?premium=paid`);
  await expect(
    page.getByText('Thank you: your card payment is received and the premium is paid.'),
  ).toBeVisible();
  await expect(cover).toContainText(/In force \(paid to \d+ \w+ \d{4}\)/);
  await expect(page.getByTestId('premium-card')).toHaveText(
    'Card for premiums: Visa ending 4081 (Expires 12/2030)',
  );
  await expect(
    page
      .getByRole('region', { name: 'Premiums paid' })
      .getByRole('article', { name: 'Receipt for premium 1' }),
  ).toContainText('by card');
  await expect(page.getByRole('button', { name: 'Pay premium 2 by card' })).toBeVisible();
  await expect(page.getByText('Each premium is charged to this card on its due day.')).toBeVisible();
  // The next premium's instructions say the same as the reminder: the card is charged, a transfer is the other way.
  await expect(
    page.getByText(/Premium 2 is due on .+\. We will charge it to your Visa ending 4081 on that day/),
  ).toBeVisible();
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));

  const stop = page.getByRole('button', { name: 'Stop card payments' });
  await stop.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Card payments stopped' })).toBeVisible();
  await expect(page.getByTestId('premium-card')).toHaveCount(0);
  await expect(stop).toHaveCount(0);
  await expect(
    page.getByText(/Premium 2 is due on .+\. Pay it by bank transfer, quoting its own reference/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay premium 2 by card' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pay premium 2 by card' })).toBeVisible();
  await expect(page.getByTestId('premium-card')).toHaveCount(0);
});
