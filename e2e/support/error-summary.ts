import { expect, type Locator, type Page } from '@playwright/test';

/** The form's error summary (GOV.UK pattern): 'There is a problem', the form's line and a link per field. */
export function errorSummary(page: Page): Locator {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
}

/** Whether focus is on the summary (its box, which holds the alert), as after a failed submit. */
export async function expectSummaryFocused(page: Page) {
  await expect(errorSummary(page).locator('xpath=..')).toBeFocused();
}

/** The summary has focus, as after a failed submit, and lists exactly these messages as links, in this order. */
export async function expectSummaryLinks(page: Page, messages: readonly string[]) {
  const summary = errorSummary(page);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(messages.map((message) => message));
}

/** Following the summary's link moves focus to the field it names. */
export async function expectLinkFocuses(page: Page, message: string | RegExp, field: Locator) {
  await errorSummary(page).getByRole('link', { name: message }).click();
  await expect(field).toBeFocused();
}

/** The field is flagged invalid and reads its own message through aria-describedby. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
