import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Far longer than any of the app's transitions (300 ms at most; a toast's fade, .4 s). */
const ANIMATIONS_LIMIT_MS = 2_000;

/**
 * Waits for the page's finite animations and transitions to end: axe measures colours as they are painted, and a
 * toast fading in (opacity .4 s) reads as low contrast halfway. Endless ones (spinners, skeletons) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(
    (limitMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            // A cancelled animation rejects `finished`; it has ended all the same.
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        // An animation that never finishes (paused, say) must not hold the test until its time is up: axe then
        // measures the page as it is, and a colour caught mid-change fails it with its name.
        new Promise((resolve) => setTimeout(resolve, limitMs)),
      ]),
    ANIMATIONS_LIMIT_MS,
  );
}

/** Runs axe on the page as it is now, once it has stopped moving; any WCAG A/AA violation fails the test. */
export async function expectAccessible(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    // Only the violations are read: the other result types keep one node each rather than every element. (Before
    // withTags: options() replaces every option set before it.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe.run in the page itself. The default runs axe in every frame, then opens a blank page to merge the
    // results, injecting axe's 550 kB into each: our pages have no frames, and that second page cost more CPU than
    // the check.
    .setLegacyMode()
    .analyze();
  const where = (nodes: (typeof results.violations)[number]['nodes']) =>
    nodes.map((node) => node.target.join(' ')).join(', ');
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help} at ${where(violation.nodes)}`),
  ).toEqual([]);
}
