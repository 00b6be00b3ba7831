import {
  CURRENCY_NAMES,
  DISPLAY_CURRENCIES,
  displayCurrencyFrom,
  isRatedCurrency,
} from '@/domain/fx/currencies';
import { controlClasses } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { chooseCurrency, loadRates } from '@/web/lib/display-currency';
import { useDisplayCurrency } from '@/web/lib/use-display-currency';

/**
 * The currency the catalogue's estimates are shown in (docs/decisions/047): a native select, in the prerendered
 * HTML so it takes its place at paint. React drives it on a hydrated page; on a visitor's document the document
 * script does (display-currency-document.ts, which finds it by `data-display-currency`).
 */
export function DisplayCurrencyChoice() {
  const { currency, ratesLoaded, rates } = useDisplayCurrency();
  const unavailable = (code: string) =>
    ratesLoaded && isRatedCurrency(code) && !rates.some((rate) => rate.currency === code);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="display-currency" className="text-sm font-semibold text-ink">
        Estimate prices in
      </label>
      <select
        id="display-currency"
        data-display-currency=""
        value={currency ?? 'USD'}
        onFocus={() => void loadRates()}
        onChange={(event) => {
          const chosen = displayCurrencyFrom(event.target.value);
          if (chosen) chooseCurrency(chosen);
        }}
        className={cn(controlClasses, 'min-h-11 w-auto py-2')}
      >
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code} data-rated={isRatedCurrency(code) ? '' : undefined}>
            {code} ({CURRENCY_NAMES[code]}){unavailable(code) ? ': no rate yet' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
