import {
  FUNERAL_PLAN_TYPE_INFO,
  FUNERAL_PLAN_TYPES,
  type FuneralPlanView,
} from '@/domain/funeral/funeral-plan';
import { FuneralPlanCard } from './funeral-plan-card';

/** Plans grouped by plan type, in the spec's order of types; each group keeps the list's order (cover, ascending). */
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
    <div className="flex flex-col gap-10">
      {groups.map(({ type, plans: ofType }) => (
        <section key={type} aria-labelledby={`group-${type}`} className="flex flex-col gap-4">
          <div>
            <h2 id={`group-${type}`} className="text-xl font-bold text-ink">
              {FUNERAL_PLAN_TYPE_INFO[type].label}
            </h2>
            <p className="text-ink-muted">{FUNERAL_PLAN_TYPE_INFO[type].description}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {ofType.map((plan) => (
              <FuneralPlanCard key={plan.id} plan={plan} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
