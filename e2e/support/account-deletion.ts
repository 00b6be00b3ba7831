import type { Page } from '@playwright/test';

/** Fills the Delete Account form; an undefined email leaves that field as the page filled it. */
export async function fillDeletionRequest(page: Page, email: string | undefined, confirmation: string) {
  if (email !== undefined) await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Reason for leaving' }).fill('I no longer need the service.');
  await page.getByRole('textbox', { name: "Type 'delete my account' to confirm" }).fill(confirmation);
}

export function submitDeletionRequest(page: Page) {
  return page.getByRole('button', { name: 'Request Account Deletion' }).click();
}
