import { displayCurrencyFrom, isRatedCurrency } from '@/domain/fx/currency-codes';
import type { RateInForce } from '@/domain/fx/exchange-rate.schema';
import { chooseCurrency, chosenCurrency, estimateText, loadRates } from '@/web/lib/display-currency';

/**
 * What React does for DisplayCurrencyChoice and PriceEstimate, on a visitor's prerendered document
 * (docs/decisions/027, 047): the select shows the remembered choice, a change is remembered, and each price's
 * estimate is written in once the rates have loaded. With no choice made nothing is fetched.
 */
export function showDisplayCurrency(root: Document): void {
  const select = root.querySelector<HTMLSelectElement>('select[data-display-currency]');
  const fill = (rates: RateInForce[]) => {
    const currency = chosenCurrency();
    const rate = rates.find((candidate) => candidate.currency === currency);
    for (const span of root.querySelectorAll<HTMLElement>('[data-estimate-ngn]')) {
      span.textContent = currency ? estimateText(Number(span.dataset.estimateNgn), currency, rate) : '';
    }
    for (const option of select?.options ?? []) {
      const code = option.value;
      const missing = isRatedCurrency(code) && !rates.some((candidate) => candidate.currency === code);
      if (missing && !option.text.endsWith(': no rate yet')) option.text += ': no rate yet';
    }
  };
  const refresh = () => {
    const currency = chosenCurrency();
    if (currency && isRatedCurrency(currency)) void loadRates().then(fill);
    else fill([]);
  };
  if (select) {
    const remembered = chosenCurrency();
    // Loaded by the first focus or change: a choice made before this ran is kept and remembered.
    if (remembered) select.value = remembered;
    else if (select.value !== 'USD') chooseCurrency(displayCurrencyFrom(select.value) ?? 'USD');
    select.addEventListener('focus', () => void loadRates().then(fill), { once: true });
    select.addEventListener('change', () => {
      const chosen = displayCurrencyFrom(select.value);
      if (chosen) chooseCurrency(chosen);
      refresh();
    });
  }
  if (root.querySelector('[data-estimate-ngn]')) refresh();
}
