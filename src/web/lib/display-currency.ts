import {
  DISPLAY_CURRENCY_COOKIE,
  displayCurrencyFrom,
  type DisplayCurrency,
} from '@/domain/fx/currency-codes';
import type { RateInForce } from '@/domain/fx/exchange-rate.schema';
import { convertFromNgn } from '@/domain/fx/convert';
import { formatIn } from '@/domain/fx/format';

/**
 * The display currency a visitor chose (docs/decisions/047), kept in a cookie for a year, and the rates in force,
 * fetched once per page. Framework-free, so the document script of a prerendered page (no React) and React share
 * it; React reads it through useSyncExternalStore.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();
let rates: RateInForce[] | undefined;
let ratesRequest: Promise<RateInForce[]> | undefined;

export function chosenCurrency(): DisplayCurrency | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${DISPLAY_CURRENCY_COOKIE}=`));
  return displayCurrencyFrom(pair?.slice(DISPLAY_CURRENCY_COOKIE.length + 1));
}

export function chooseCurrency(currency: DisplayCurrency): void {
  document.cookie = `${DISPLAY_CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  for (const listener of listeners) listener();
}

/** The rates in force, fetched on first call; an empty list when they cannot be had (no estimate is shown). */
export function loadRates(): Promise<RateInForce[]> {
  ratesRequest ??= fetch('/api/exchange-rates', { headers: { accept: 'application/json' } })
    .then(async (response) =>
      response.ok ? ((await response.json()) as { rates: RateInForce[] }).rates : [],
    )
    .catch(() => [])
    .then((loaded) => {
      rates = loaded;
      for (const listener of listeners) listener();
      return loaded;
    });
  return ratesRequest;
}

export function loadedRates(): RateInForce[] | undefined {
  return rates;
}

export function subscribeDisplayCurrency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** '≈ £198.76 estimate', with '(sample rate)' while the rate is a seeded sample; '' for no rate. */
export function estimateText(ngn: number, currency: DisplayCurrency, rate: RateInForce | undefined): string {
  if (!rate || rate.currency !== currency) return '';
  const amount = formatIn(convertFromNgn(ngn, rate.ngnPerUnit), currency);
  return `≈ ${amount} estimate${rate.sample ? ' (sample rate)' : ''}`;
}
