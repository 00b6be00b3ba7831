import type { Locator, Page } from '@playwright/test';

/** The value (`dd`) that follows the term (`dt`) whose whole text is `term`. */
export function definitionOf(scope: Page | Locator, term: string): Locator {
  const exact = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.getByRole('term').filter({ hasText: exact }).locator('+ dd');
}
