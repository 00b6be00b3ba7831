import { Link } from 'react-router';
import {
  FUNERAL_PLAN_TYPE_INFO,
  type FuneralPlanType,
  type FuneralPlanView,
} from '@/domain/funeral/funeral-plan';
import { PREMIUM_BASIS, premiumUnitSuffix } from '@/domain/funeral/funeral-premium';
import { formatNgn, formatUsd } from '@/domain/money';
import { PriceEstimate } from '@/web/components/money/price-estimate';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { PlanTerms } from './plan-terms';

export const planName = (plan: FuneralPlanView) =>
  `${FUNERAL_PLAN_TYPE_INFO[plan.planType].label}, ${formatNgn(plan.coverageAmountNgn)} cover`;

const termsOf = (plan: FuneralPlanView) => `${plan.underwriter}|${plan.minEntryAge}|${plan.maxEntryAge}`;

/**
 * One plan type as one card: what it covers, who underwrites it and the ages it takes, then its cover levels as
 * rows, each with its monthly premium first and the cover second, and 'Select Plan' (issue 13, point 10: a card
 * per level made twenty near-identical cards). Where the levels' underwriter or ages differ, each row says its own.
 */
export function FuneralPlanCard({ type, plans }: { type: FuneralPlanType; plans: FuneralPlanView[] }) {
  const info = FUNERAL_PLAN_TYPE_INFO[type];
  const shared = new Set(plans.map(termsOf)).size === 1 ? plans[0] : undefined;
  return (
    <section
      aria-labelledby={`group-${type}`}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div>
        <h2 id={`group-${type}`} className="text-xl font-bold text-ink">
          {info.label}
        </h2>
        <p className="text-ink-muted">{info.description}</p>
      </div>
      {shared && <PlanTerms plan={shared} />}
      <ul aria-label={`${info.label} cover levels`} className="flex flex-col divide-y divide-line">
        {plans.map((plan) => (
          <PlanLevel key={plan.id} plan={plan} showTerms={!shared} />
        ))}
      </ul>
    </section>
  );
}

function PlanLevel({ plan, showTerms }: { plan: FuneralPlanView; showTerms: boolean }) {
  const name = planName(plan);
  const suffix = premiumUnitSuffix(PREMIUM_BASIS[plan.planType]);
  return (
    <li
      aria-label={name}
      className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0"
    >
      <div className="flex min-w-0 flex-col">
        <p className="text-xl font-bold text-ink">
          {formatUsd(plan.monthlyPriceUsd)}
          <span className="ml-1 text-base font-medium text-ink-muted">{suffix}</span>
        </p>
        <p className="text-sm font-semibold text-ink-muted">
          {formatNgn(plan.monthlyPriceNgn)} {suffix}
        </p>
        <PriceEstimate
          ngn={plan.monthlyPriceNgn}
          className="text-sm font-medium text-ink-muted empty:hidden"
        />
        <p className="mt-1 text-base text-ink">
          Cover {formatUsd(plan.coverageAmountUsd)} · {formatNgn(plan.coverageAmountNgn)}
        </p>
        {showTerms && <PlanTerms plan={plan} />}
      </div>
      <Button asChild className="shrink-0">
        {/* The id travels in navigation state (spec 001 §2) and in the query, so a reload keeps it. */}
        <Link to={paths.funeralApplyPlan(plan.id)} state={{ planId: plan.id }}>
          Select Plan<span className="sr-only">: {name}</span>
        </Link>
      </Button>
    </li>
  );
}
