import { Link } from 'react-router';
import { FUNERAL_PLAN_TYPE_INFO, type FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { formatNgn } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { PlanAmounts } from './plan-amounts';

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
      <PlanAmounts plan={plan} />
      <Button asChild>
        {/* The id travels in navigation state (spec 001 §2) and in the query, so a reload keeps it. */}
        <Link to={paths.funeralApplyPlan(plan.id)} state={{ planId: plan.id }}>
          Select Plan<span className="sr-only">: {name}</span>
        </Link>
      </Button>
    </article>
  );
}
