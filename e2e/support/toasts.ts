import { expect, type Page } from '@playwright/test';

/** Waits for the success toast, so later checks see the page after the change. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** Closes the toasts, so axe does not meet one half-faded in (toasts outlive client-side navigation). */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close toast' });
  // A toast may leave by itself between the count and its click, and a click would then wait for it until the
  // test's time is up: each click gets a short time, and the count below says whether any is left.
  for (const button of await close.all()) await button.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(close).toHaveCount(0);
  // A closed toast fades out for a moment after its button is gone; axe measuring it then reads its text at part
  // opacity as low contrast (the member-cards revoke test failed so, one run in three).
  await expectNoToast(page);
}

/** Waits for every toast to leave, so axe does not measure one mid-animation. */
export async function expectNoToast(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}
