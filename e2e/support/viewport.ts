import { expect, type Locator, type Page } from '@playwright/test';

/** The narrowest phone the app supports. */
export const NARROWEST_PHONE = { width: 320, height: 720 };

/**
 * Fails when the page is wider than the viewport the test set. Measured against that width, not `innerWidth`: an
 * emulated phone widens its layout viewport to fit content that overflows, so `innerWidth` grows with the very bug.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width in px' })
    .toBeLessThanOrEqual(width);
}

/** Resizes to the narrowest phone and checks that nothing scrolls sideways. */
export async function expectFitsNarrowestPhone(page: Page) {
  await page.setViewportSize(NARROWEST_PHONE);
  await expectNoSidewaysScroll(page);
}

/** Runs `check` at 320 px wide, then goes back to the phone size of the project. */
export async function atNarrowestPhone(page: Page, check: () => Promise<void>) {
  const size = page.viewportSize();
  await page.setViewportSize(NARROWEST_PHONE);
  await check();
  await expectNoSidewaysScroll(page);
  if (size) await page.setViewportSize(size);
}

/** Fails if any part of `locator` lies beyond the right edge of the narrowest phone (clipped, not scrollable). */
export async function expectWithinNarrowest(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is shown').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), 'right edge in px').toBeLessThanOrEqual(NARROWEST_PHONE.width);
}
