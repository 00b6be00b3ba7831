import { FUNERAL_PLAN_TYPE_INFO, type FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { SectionCard } from '@/web/components/ui/section-card';
import { PlanAmounts } from './plan-amounts';
import { PlanTerms } from './plan-terms';

/** The plan being applied for: its type, monthly price and cover, underwriter and ages. */
export function ChosenPlan({ plan }: { plan: FuneralPlanView }) {
  const info = FUNERAL_PLAN_TYPE_INFO[plan.planType];
  return (
    <SectionCard title={info.label} description={info.description}>
      <div className="flex flex-col gap-4">
        <PlanAmounts plan={plan} />
        <PlanTerms plan={plan} />
      </div>
      {plan.sample && <p className="mt-3 text-sm text-ink-muted">Sample plan: prices are examples.</p>}
    </SectionCard>
  );
}
