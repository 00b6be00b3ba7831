import { expect, type Locator } from '@playwright/test';

const FIXED_BAR_HEIGHT = 64;

/** The section's heading is on screen, and not hidden under the fixed top bar. */
export async function expectScrolledTo(heading: Locator) {
  await expect(heading).toBeInViewport();
  await expect
    .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(FIXED_BAR_HEIGHT);
}
