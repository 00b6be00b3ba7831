import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { applyForFuneralPlan, applyForProperty, decide, openApplication } from './support/applications';
import { openNotifications } from './support/notifications';
import { expectMailTo } from './support/outbox';
import { dismissToasts } from './support/toasts';
import { atNarrowestPhone } from './support/viewport';

test('applications: the admin approves a property application, and the customer is told by mail and notification', async ({
  page,
  browser,
}) => {
  const { context, user } = await newCustomer(browser);
  const property = await applyForProperty(context.request);
  await signInAsAdmin(page.request);

  await page.goto(paths.adminApplications);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Property' })).toHaveAttribute('aria-selected', 'true');
  await openApplication(page, 'Property', property.reference);
  await expectAccessible(page);
  await decide(page, 'Approved');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expectMailTo(user.email, 'Application approved', property.reference);

  // The console's link leads back to the list.
  await dismissToasts(page);
  await page.getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();

  const notifications = await openNotifications(context);
  await expect(notifications.getByText('Application approved')).toBeVisible();
  await expect(notifications.getByText(`Your application ${property.reference} for`)).toBeVisible();
  await context.close();
});

test('applications: the admin rejects a funeral application, and the customer is told by mail and notification', async ({
  page,
  browser,
}) => {
  const { context, user } = await newCustomer(browser);
  const funeral = await applyForFuneralPlan(context.request, user);
  await signInAsAdmin(page.request);

  await page.goto(paths.adminApplications);
  await openApplication(page, 'Funeral', funeral.reference);
  await expect(page).toHaveURL(/\/admin\/applications\/funeral\//);
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expect(page.getByRole('region', { name: 'History' })).toBeVisible());
  await decide(page, 'Rejected');
  await expect(page.getByText('This status is final: it cannot change any more.')).toBeVisible();
  await expectMailTo(user.email, 'Application rejected', funeral.reference);

  const notifications = await openNotifications(context);
  await expect(notifications.getByText('Application rejected')).toBeVisible();
  await expect(notifications.getByText(`Your application ${funeral.reference} for`)).toBeVisible();
  await context.close();
});
