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

/**
 * Each of the summary's links moves focus to a field that is flagged invalid and reads that same message beside it
 * (the link may name the field first: 'Price (USD): Enter an amount'), and no two links say the same thing: each
 * field its own message, not one line repeated. Returns the links' texts.
 */
export async function expectEachLinkFocusesItsField(page: Page): Promise<string[]> {
  const links = errorSummary(page).getByRole('link');
  const messages = (await links.allInnerTexts()).map((text) => text.trim());
  expect(messages.length, 'links in the error summary').toBeGreaterThan(0);
  expect(new Set(messages).size, `one message per field: ${messages.join(' | ')}`).toBe(messages.length);
  for (const message of messages) {
    await errorSummary(page).getByRole('link', { name: message, exact: true }).click();
    const focused = page.locator(':focus');
    await expect(focused, `the field of '${message}'`).toHaveAttribute('aria-invalid', 'true');
    const described = await focused.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .filter(Boolean),
    );
    expect(
      described.some((text) => message.endsWith(text)),
      `'${message}' is what its field says: ${described.join(' | ')}`,
    ).toBe(true);
  }
  return messages;
}

/** The form leaves validation to the page: noValidate, and no constraint the browser would stop a submit on. */
export async function expectNoBrowserValidation(form: Locator) {
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
  await expect(form.locator(':invalid')).toHaveCount(0);
}
