import { FUNERAL_PLAN_TYPES, type FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { FuneralPlanCard } from './funeral-plan-card';

/**
 * Plans grouped by plan type (spec 001 §3), in the spec's order of types, one card each; each group keeps the
 * list's order (cover, ascending).
 */
export function PlanGroups({ plans }: { plans: FuneralPlanView[] }) {
  const groups = FUNERAL_PLAN_TYPES.map((type) => ({
    type,
    plans: plans.filter((plan) => plan.planType === type),
  })).filter((group) => group.plans.length > 0);
  if (groups.length === 0)
    return (
      <p className="text-ink-muted">No funeral plans are available right now. Please check back soon.</p>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map(({ type, plans: ofType }) => (
        <FuneralPlanCard key={type} type={type} plans={ofType} />
      ))}
    </div>
  );
}
