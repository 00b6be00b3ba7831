/**
 * The currencies a user can see prices in (issue 17, docs/decisions/047). NGN and USD are the catalogue's own
 * (every plan is priced in both); GBP, EUR and CAD are estimates from the naira price at an admin's rate. Every one
 * has two minor digits (ISO 4217), so an amount in any of them is an integer of hundredths. Without zod, so the
 * prerendered pages' document script can use it (decision 027 keeps that script small).
 */
export const DISPLAY_CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR', 'CAD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** The currencies an admin enters a rate for: the ones the catalogue does not price itself. */
export const RATED_CURRENCIES = ['GBP', 'EUR', 'CAD'] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

export function isRatedCurrency(currency: string): currency is RatedCurrency {
  return (RATED_CURRENCIES as readonly string[]).includes(currency);
}

export const CURRENCY_NAMES: Record<DisplayCurrency, string> = {
  NGN: 'Nigerian naira',
  USD: 'US dollars',
  GBP: 'British pounds',
  EUR: 'Euros',
  CAD: 'Canadian dollars',
};

/** The cookie a visitor's choice is remembered in (a signed-in user's is their profile's preferred currency). */
export const DISPLAY_CURRENCY_COOKIE = 'dh_currency';

/** The currency in a cookie's value, or undefined for anything else. */
export function displayCurrencyFrom(value: string | null | undefined): DisplayCurrency | undefined {
  const code = value?.trim().toUpperCase();
  return (DISPLAY_CURRENCIES as readonly string[]).includes(code ?? '')
    ? (code as DisplayCurrency)
    : undefined;
}
