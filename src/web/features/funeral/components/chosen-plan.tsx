import { FUNERAL_PLAN_TYPE_INFO, type FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { SectionCard } from '@/web/components/ui/section-card';
import { PlanAmounts } from './plan-amounts';

/** The plan being applied for: its type, cover and monthly price. */
export function ChosenPlan({ plan }: { plan: FuneralPlanView }) {
  const info = FUNERAL_PLAN_TYPE_INFO[plan.planType];
  return (
    <SectionCard title={info.label} description={info.description}>
      <PlanAmounts plan={plan} />
      {plan.sample && <p className="mt-3 text-sm text-ink-muted">Sample plan: prices are examples.</p>}
    </SectionCard>
  );
}
