import { expect, type Page } from '@playwright/test';
import { paths } from '../../src/web/config/paths';
import { choose } from './combobox';
import { listRows } from './lists';

/** Fills the customer's Contact Support form. */
export async function fillSupportRequest(page: Page, subject: string, message: string) {
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

/** The console's inbox filtered to open requests, paged on until the row with `subject` shows; its link. */
export async function findInOpenInbox(page: Page, subject: string) {
  await page.goto(paths.adminSupport);
  await expect(page.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await choose(page, 'Status', 'Open');
  await expect(page).toHaveURL(/[?&]status=open/);
  const link = listRows(page, 'Support requests').getByRole('link', { name: subject });
  const more = page.getByRole('button', { name: 'Load more' });
  // Open requests come oldest first, so others' requests may come before this one.
  await expect(listRows(page, 'Support requests').first()).toBeVisible();
  while ((await link.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(link)).toBeVisible();
  }
  return link;
}
