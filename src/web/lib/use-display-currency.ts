import { useEffect, useSyncExternalStore } from 'react';
import { isRatedCurrency, type DisplayCurrency } from '@/domain/fx/currencies';
import type { RateInForce } from '@/domain/fx/exchange-rate.schema';
import { useMe } from '@/web/api/me';
import { chosenCurrency, loadedRates, loadRates, subscribeDisplayCurrency } from './display-currency';

export interface DisplayCurrencyState {
  /** The visitor's choice, else a signed-in user's profile currency; undefined for neither. */
  currency: DisplayCurrency | undefined;
  /** The rate in force for a rated currency once loaded; undefined while loading or when it has none. */
  rate: RateInForce | undefined;
  /** Whether the rates have loaded (a rated currency without a rate is then not offered). */
  ratesLoaded: boolean;
  /** Every rate in force, once loaded. */
  rates: RateInForce[];
}

/**
 * The currency to show estimates and quotes in (docs/decisions/047). Nothing on the server's HTML depends on it:
 * the prerender and hydration see no currency, and it applies after (useSyncExternalStore's server snapshot).
 */
export function useDisplayCurrency(): DisplayCurrencyState {
  const chosen = useSyncExternalStore(subscribeDisplayCurrency, chosenCurrency, () => undefined);
  const rates = useSyncExternalStore(subscribeDisplayCurrency, loadedRates, () => undefined);
  const me = useMe();
  const currency = chosen ?? me.data?.profile?.preferredCurrency;
  const rated = currency !== undefined && isRatedCurrency(currency);
  useEffect(() => {
    if (rated) void loadRates();
  }, [rated]);
  return {
    currency,
    rate: rated ? rates?.find((rate) => rate.currency === currency) : undefined,
    ratesLoaded: rates !== undefined,
    rates: rates ?? [],
  };
}
