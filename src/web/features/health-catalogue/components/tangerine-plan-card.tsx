import { MapPin } from 'lucide-react';
import type { TangerinePlan } from '@/domain/catalogue/types';
import { formatNgn, formatUsd } from '@/domain/money';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { CompareLink } from './compare-link';
import type { Currency } from './currency-toggle';
import { FeatureList } from './feature-list';
import { NotStated } from './not-stated';
import { CardListHeading, PlanCard } from './plan-card';
import { BuyPlanLink } from './plan-links';

interface TangerinePlanCardProps {
  plan: TangerinePlan;
  currency: Currency;
  /** False in the prerendered HTML, where the full-benefits button cannot open yet. */
  interactive: boolean;
}

/** A Tangerine plan: region, the price in the chosen currency, key benefits and the full list on demand. */
export function TangerinePlanCard({ plan, currency, interactive }: TangerinePlanCardProps) {
  const amount = currency === 'ngn' ? formatNgn(plan.price.ngn) : formatUsd(plan.price.usd);
  return (
    <PlanCard
      plan={plan}
      subtitle={
        <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          <MapPin aria-hidden="true" className="size-4" />
          Cover: {plan.regionCover}
        </p>
      }
      price={
        <p className="text-2xl font-bold text-ink">
          {amount}
          <span className="ml-1 text-sm font-medium text-ink-muted">/ year</span>
        </p>
      }
      actions={
        <>
          <BuyPlanLink plan={plan} label="Apply Now" className="flex-1" />
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
      <Accordion
        type="single"
        collapsible
        disabled={!interactive}
        className="rounded-xl border border-line px-4"
      >
        <AccordionItem value="full">
          <AccordionTrigger>
            Full benefits<span className="sr-only"> of {plan.name}</span>
          </AccordionTrigger>
          <AccordionContent className="flex flex-col gap-4">
            {plan.benefitCategories.length === 0 && <NotStated />}
            {plan.benefitCategories.map((category) => (
              <div key={category.category} className="flex flex-col gap-2">
                <h3 className="font-semibold text-ink">{category.category}</h3>
                <FeatureList items={category.details} />
              </div>
            ))}
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </PlanCard>
  );
}
