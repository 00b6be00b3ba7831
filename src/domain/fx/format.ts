import { formatMoney, type MoneyCurrency } from '../money';
import { formatRate } from './convert';
import type { DisplayCurrency } from './currency-codes';

/** An amount in one of the display currencies, as people read it: '£1,234.56', '₦407,460', 'CA$12'. */
export function formatIn(minor: number, currency: DisplayCurrency): string {
  return formatMoney(minor, currency.toLowerCase() as MoneyCurrency);
}

/** '₦2,050.5 = £1': the rate line shown beside a quote. */
export function rateText(currency: DisplayCurrency, ngnPerUnit: string): string {
  return `₦${formatRate(ngnPerUnit)} = ${formatIn(100, currency)}`;
}
