import type { FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { PREMIUM_BASIS, premiumUnitSuffix } from '@/domain/funeral/funeral-premium';
import { formatNgn, formatUsd } from '@/domain/money';
import { DualPrice } from '@/web/components/money/dual-price';

/**
 * A funeral plan's monthly premium first, as what the customer pays, then the cover it buys, smaller (issue 13,
 * point 10: the two had the same weight); each in USD and NGN.
 */
export function PlanAmounts({ plan }: { plan: FuneralPlanView }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-ink-muted">Monthly premium</p>
      <DualPrice
        price={{ usd: plan.monthlyPriceUsd, ngn: plan.monthlyPriceNgn }}
        suffix={premiumUnitSuffix(PREMIUM_BASIS[plan.planType])}
        size="lg"
      />
      <p className="mt-2 text-base text-ink">
        <span className="font-semibold">Cover</span> {formatUsd(plan.coverageAmountUsd)} ·{' '}
        {formatNgn(plan.coverageAmountNgn)}
      </p>
    </div>
  );
}
