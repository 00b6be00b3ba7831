import type { AdminFuneralPlanView } from '@/domain/funeral/funeral-plan-admin';
import { FUNERAL_PLAN_TYPE_INFO, FUNERAL_PLAN_TYPES } from '@/domain/funeral/funeral-plan';
import { PlanRow } from './plan-row';

/** Plans under their type's heading, in the domain's order of types; the server already sorts each by cover. */
export function PlanTypeGroups({ plans }: { plans: AdminFuneralPlanView[] }) {
  const groups = FUNERAL_PLAN_TYPES.map((type) => ({
    type,
    plans: plans.filter((plan) => plan.planType === type),
  })).filter((group) => group.plans.length > 0);
  if (groups.length === 0) {
    return (
      <p className="rounded-xl bg-surface p-5 text-ink-muted">No funeral plans yet. Add the first one.</p>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {groups.map(({ type, plans: ofType }) => (
        <section key={type} aria-labelledby={`plans-${type}`} className="flex flex-col gap-3">
          <h2 id={`plans-${type}`} className="text-lg font-bold text-ink">
            {FUNERAL_PLAN_TYPE_INFO[type].label}
          </h2>
          <ul className="flex flex-col gap-3">
            {ofType.map((plan) => (
              <li key={plan.id}>
                <PlanRow plan={plan} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
