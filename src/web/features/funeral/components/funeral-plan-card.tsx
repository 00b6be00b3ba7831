import { Link } from 'react-router';
import { FUNERAL_PLAN_TYPE_INFO, type FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { formatNgn } from '@/domain/money';
import { DualPrice } from '@/web/components/money/dual-price';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

export const coverPrice = (plan: FuneralPlanView) => ({
  usd: plan.coverageAmountUsd,
  ngn: plan.coverageAmountNgn,
});
export const monthlyPrice = (plan: FuneralPlanView) => ({
  usd: plan.monthlyPriceUsd,
  ngn: plan.monthlyPriceNgn,
});
export const planName = (plan: FuneralPlanView) =>
  `${FUNERAL_PLAN_TYPE_INFO[plan.planType].label}, ${formatNgn(plan.coverageAmountNgn)} cover`;

/** One plan: its cover and monthly price in both currencies, and 'Select Plan'. */
export function FuneralPlanCard({ plan }: { plan: FuneralPlanView }) {
  const name = planName(plan);
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-4">
        <div>
          <p className="text-sm font-medium text-ink-muted">Cover</p>
          <DualPrice price={coverPrice(plan)} />
        </div>
        <div>
          <p className="text-sm font-medium text-ink-muted">Monthly</p>
          <DualPrice price={monthlyPrice(plan)} suffix="/ month" />
        </div>
      </div>
      <Button asChild>
        {/* The id travels in navigation state (spec 001 §2) and in the query, so a reload keeps it. */}
        <Link to={paths.funeralApplyPlan(plan.id)} state={{ planId: plan.id }}>
          Select Plan<span className="sr-only">: {name}</span>
        </Link>
      </Button>
    </article>
  );
}
