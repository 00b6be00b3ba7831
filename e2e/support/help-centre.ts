import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A help centre question: a native disclosure's summary, which has no ARIA role of its own, so it is found by its
 * text (src/web/components/ui/disclosure.tsx).
 */
export const helpQuestion = (page: Page, question: string) =>
  page.locator('summary').filter({ has: page.getByText(question, { exact: true }) });

/** Whether the question's answer is open. */
export const expectOpen = (question: Locator, open: boolean) =>
  open
    ? expect(question.locator('xpath=..')).toHaveAttribute('open', '')
    : expect(question.locator('xpath=..')).not.toHaveAttribute('open');
