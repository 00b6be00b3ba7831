import type { HealthPlan } from '@/domain/catalogue/types';
import { DualPrice } from '@/web/components/money/dual-price';
import { CompareLink } from './compare-link';
import { FeatureList } from './feature-list';
import { CardListHeading, PlanCard } from './plan-card';
import { ViewDetailsLink } from './plan-links';

/** A plan with one yearly price, its key benefits, View Details and Compare (Diaspora UHMS, Venus). */
export function StandardPlanCard({ plan }: { plan: HealthPlan }) {
  return (
    <PlanCard
      plan={plan}
      price={<DualPrice price={plan.price} suffix="/ year" />}
      actions={
        <>
          <ViewDetailsLink plan={plan} className="flex-1" />
          <CompareLink plan={plan} />
        </>
      }
    >
      {plan.features.length > 0 && (
        <div className="flex flex-col gap-2">
          <CardListHeading>Key benefits</CardListHeading>
          <FeatureList items={plan.features} />
        </div>
      )}
    </PlanCard>
  );
}
