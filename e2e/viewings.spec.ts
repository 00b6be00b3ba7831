import { addDays, calendarDateOf, formatCalendarDate } from '../src/domain/calendar-date';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { applyForProperty } from './support/applications';
import { expectToast } from './support/toasts';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// A viewing asked for from a property application, confirmed by an admin, seen by the customer (issue 16, point 4;
// decision 044).

test('a customer asks for a viewing by someone they name; an admin confirms a date; the customer sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(browser);
  const mine = await customer.context.newPage();
  const application = await applyForProperty(customer.context.request);
  const first = addDays(calendarDateOf(new Date()), 3);
  const second = addDays(calendarDateOf(new Date()), 5);

  await mine.goto(paths.application('property', application.id));
  const viewing = mine.getByRole('region', { name: 'Viewing' });
  await viewing.getByLabel('In person, by someone I name').check();
  // Asked without the viewer's details: the server's messages, on their fields.
  await viewing.getByLabel('Preferred date').fill(first);
  await viewing.getByRole('button', { name: 'Ask for a viewing' }).click();
  await expect(
    viewing.getByText('Enter the name of the person who will view the property').first(),
  ).toBeVisible();
  await viewing.getByLabel('Name of the person viewing').fill('Tunde Bakare');
  await viewing.getByLabel('Their phone number').fill('+234 803 111 2222');
  await viewing.getByLabel('Another date (optional)').first().fill(second);
  await expectAccessible(mine);
  await viewing.getByRole('button', { name: 'Ask for a viewing' }).click();
  await expectToast(mine, 'Viewing requested');
  await expect(viewing.getByRole('status')).toHaveText('Viewing requested');
  await expect(viewing.getByText('Tunde Bakare')).toBeVisible();
  await atNarrowestPhone(mine, () => expectNoSidewaysScroll(mine));

  await signInAsAdmin(page.request);
  await page.goto(paths.adminApplication('property', application.id));
  const console = page.getByRole('region', { name: 'Viewing' });
  await expect(console.getByText('Tunde Bakare')).toBeVisible();
  await expectAccessible(page);
  await console.getByRole('button', { name: `Confirm ${formatCalendarDate(second)}` }).click();
  await expectToast(page, 'Viewing confirmed');
  await expect(console.getByRole('status')).toHaveText(`Viewing confirmed for ${formatCalendarDate(second)}`);

  await mine.reload();
  await expect(viewing.getByRole('status')).toHaveText(`Viewing confirmed for ${formatCalendarDate(second)}`);
  await mine.goto(paths.profile);
  await expect(
    mine.getByRole('link', { name: new RegExp(`Viewing confirmed for ${formatCalendarDate(second)}$`) }),
  ).toBeVisible();
  await customer.context.close();
});
