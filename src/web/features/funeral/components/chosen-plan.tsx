import { FUNERAL_PLAN_TYPE_INFO, type FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { DualPrice } from '@/web/components/money/dual-price';
import { SectionCard } from '@/web/components/ui/section-card';
import { coverPrice, monthlyPrice } from './funeral-plan-card';

/** The plan being applied for: its type, cover and monthly price. */
export function ChosenPlan({ plan }: { plan: FuneralPlanView }) {
  const info = FUNERAL_PLAN_TYPE_INFO[plan.planType];
  return (
    <SectionCard title={info.label} description={info.description}>
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
      {plan.sample && <p className="mt-3 text-sm text-ink-muted">Sample plan: prices are examples.</p>}
    </SectionCard>
  );
}
