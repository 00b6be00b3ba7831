import { expect, type Locator } from '@playwright/test';

/** An external link that opens in a new tab, safely, and says so to a screen reader. */
export async function expectNewTabLink(link: Locator) {
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
}
