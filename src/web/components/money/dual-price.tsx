import type { Price } from '@/domain/money';
import { formatNgn, formatUsd } from '@/domain/money';
import { cn } from '@/web/lib/cn';
import { PriceEstimate } from './price-estimate';

interface DualPriceProps {
  price: Price;
  /** Shown after the amounts, e.g. '/ year' or 'per person'. */
  suffix?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A price in dollars with its naira amount beneath: every price in the app is shown in both. */
export function DualPrice({ price, suffix, size = 'sm', className }: DualPriceProps) {
  return (
    <p className={cn('flex flex-col', className)}>
      <span className={cn('font-bold text-ink', size === 'lg' ? 'text-3xl' : 'text-xl')}>
        {formatUsd(price.usd)}
        {suffix ? <span className="ml-1 text-sm font-medium text-ink-muted">{suffix}</span> : null}
      </span>
      <span className={cn('font-semibold text-ink-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>
        {formatNgn(price.ngn)}
      </span>
      <PriceEstimate ngn={price.ngn} className="text-sm font-medium text-ink-muted empty:hidden" />
    </p>
  );
}
