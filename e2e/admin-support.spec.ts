import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { newCustomer } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { listRows } from './support/lists';
import { openNotifications } from './support/notifications';
import { expectMailTo } from './support/outbox';
import { findInOpenInbox } from './support/support-requests';
import { expectToast } from './support/toasts';
import { uniqueKey } from './support/unique';
import { atNarrowestPhone } from './support/viewport';

test('support: the admin replies from the inbox, the customer gets the reply, and the request is closed and reopened', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, user } = await newCustomer(browser);
  const subject = `Cover for my mother ${uniqueKey('q')}`;
  const sent = await context.request.post('/api/support-requests', {
    data: { subject, message: 'Does the Super plan cover hospital stays in Abuja?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await signInAsAdmin(page.request);

  const link = await findInOpenInbox(page, subject);
  await expect(listRows(page, 'Support requests').filter({ hasText: subject })).toContainText('No replies');
  await expectAccessible(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Does the Super plan cover hospital stays in Abuja?')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expectAccessible(page);

  const reply = 'Yes, hospital stays in Abuja are covered.';
  await page.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expectToast(page, 'Reply sent');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  const replies = page.getByRole('region', { name: 'Replies' });
  await expect(replies.getByText(reply)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await atNarrowestPhone(page, () => expect(replies).toBeVisible());
  await expectMailTo(user.email, 'Reply to your support request', reply);

  const notifications = await openNotifications(context);
  await expect(notifications.getByText('Reply to your support request')).toBeVisible();
  await expect(notifications.getByText(reply)).toBeVisible();

  await page.getByRole('button', { name: 'Close request' }).click();
  await expectToast(page, 'Request closed');
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('This request is closed. Reopen it to reply.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expectToast(page, 'Request reopened');
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await expect(replies.getByText(reply)).toBeVisible();

  // The inbox (all requests, newest first, loaded before the changes) shows the request as it is now.
  await page.getByRole('link', { name: 'Support inbox' }).click();
  const row = listRows(page, 'Support requests').filter({ hasText: subject });
  await expect(row).toContainText('1 reply');
  await expect(row).toContainText('Open');
  await context.close();
});
