import { ALLY_PLAN_TYPES, ALLY_PLAN_TYPE_LABELS, type PlanWithBenefitGroups } from '@/domain/catalogue/types';
import { needsPlanType } from '@/domain/catalogue/catalogue';
import { DualPrice } from '@/web/components/money/dual-price';
import { Card, CardContent } from '@/web/components/ui/card';
import { AgeBandPrices } from './age-band-prices';
import { CompareLink } from './compare-link';
import { CompleteDetailsLink } from './complete-details-link';
import { BuyPlanLink } from './plan-links';
import { PlanTypePrices } from './plan-type-prices';

const typeLabels = ALLY_PLAN_TYPES.map((type) => ALLY_PLAN_TYPE_LABELS[type]);
const planTypeList = `${typeLabels.slice(0, -1).join(', ')} or ${typeLabels.at(-1)}`;

/** The plan page's price and call to action, beside the details on desktops and above them on phones. */
export function PurchasePanel({ plan }: { plan: PlanWithBenefitGroups }) {
  return (
    <Card className="lg:sticky lg:top-20">
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">Price per person</p>
        {plan.pricing === 'age-banded' ? (
          <AgeBandPrices plan={plan} />
        ) : (
          <DualPrice price={plan.price} suffix="/ year" size="lg" />
        )}
        <BuyPlanLink plan={plan} label="Buy This Plan" className="w-full" />
        {plan.pricing === 'plan-type' && needsPlanType(plan.id) && (
          <>
            <p className="text-sm text-ink-muted">
              You choose a plan type next: {planTypeList}. The price depends on it.
            </p>
            <PlanTypePrices plan={plan} />
          </>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CompleteDetailsLink planId={plan.id} />
          <CompareLink plan={plan} />
        </div>
      </CardContent>
    </Card>
  );
}
