import { estimateText } from '@/web/lib/display-currency';
import { useDisplayCurrency } from '@/web/lib/use-display-currency';

/**
 * The naira price in the chosen currency, marked as an estimate (docs/decisions/047). Empty in the prerendered
 * HTML and at hydration; filled once the rates have loaded (by React here, by the document script on a visitor's
 * page, which finds it by `data-estimate-ngn`).
 */
export function PriceEstimate({ ngn, className }: { ngn: number; className?: string }) {
  const { currency, rate } = useDisplayCurrency();
  return (
    <span data-estimate-ngn={ngn} className={className}>
      {currency ? estimateText(ngn, currency, rate) : ''}
    </span>
  );
}
