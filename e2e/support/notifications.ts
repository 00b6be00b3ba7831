import { paths } from '../../src/web/config/paths';
import type { BrowserContext } from '@playwright/test';

/** Opens the customer's notifications on the home screen, in a new page of the customer's context. */
export async function openNotifications(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(paths.home);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}
