import type { FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { DualPrice } from '@/web/components/money/dual-price';

/** A funeral plan's cover and monthly price side by side, each in USD and NGN. */
export function PlanAmounts({ plan }: { plan: FuneralPlanView }) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <div>
        <p className="text-sm font-medium text-ink-muted">Cover</p>
        <DualPrice price={{ usd: plan.coverageAmountUsd, ngn: plan.coverageAmountNgn }} />
      </div>
      <div>
        <p className="text-sm font-medium text-ink-muted">Monthly</p>
        <DualPrice price={{ usd: plan.monthlyPriceUsd, ngn: plan.monthlyPriceNgn }} suffix="/ month" />
      </div>
    </div>
  );
}
