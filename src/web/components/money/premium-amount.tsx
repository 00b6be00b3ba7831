import { premiumBreakdown, type FuneralPremium } from '@/domain/funeral/funeral-premium';
import { DualPrice } from './dual-price';

/** A monthly premium the server states, with how it is counted (per family, or per person × people). */
export function PremiumAmount({ premium, size }: { premium: FuneralPremium; size?: 'sm' | 'lg' }) {
  return (
    <div className="flex flex-col gap-1">
      <DualPrice price={premium.monthly} suffix="/ month" size={size} />
      <p className="text-sm text-ink-muted">{premiumBreakdown(premium)}</p>
    </div>
  );
}
