import type { Locator } from '@playwright/test';
import { formatNgn, formatUsd, type Price } from '../../src/domain/money';

/** The lines of a price, one a person (the purchase pages' order summaries, a compare cell). */
export function personLines(scope: Locator): Locator {
  return scope.getByRole('listitem');
}

/** A price as a person's line writes it: '$600 / ₦931,980'. */
export function priceText(price: Price): string {
  return `${formatUsd(price.usd)} / ${formatNgn(price.ngn)}`;
}
