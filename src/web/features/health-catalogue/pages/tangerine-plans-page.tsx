import { useState } from 'react';
import { useHydrated } from '@/web/lib/use-hydrated';
import type { MetaFunction } from 'react-router';
import { plansOf } from '@/domain/catalogue/catalogue';
import { NGN_PER_USD_FOR_TANGERINE } from '@/domain/catalogue/prices';
import { formatWholeNumber } from '@/domain/money';
import { findProvider } from '@/domain/catalogue/providers';
import type { HealthPlan, TangerinePlan } from '@/domain/catalogue/types';
import { CataloguePage } from '../components/catalogue-page';
import { CatalogueSection } from '../components/catalogue-section';
import { CurrencyToggle, type Currency } from '../components/currency-toggle';
import { InfoCards } from '../components/info-cards';
import { PlanGrid } from '../components/plan-card';
import { TangerinePlanCard } from '../components/tangerine-plan-card';
import { TANGERINE_INFO } from '../content/tangerine-info';
import { providerHeader } from '../provider-header';

const provider = findProvider('tangerine');
const plans = plansOf('tangerine').filter(
  (plan: HealthPlan): plan is TangerinePlan => plan.pricing === 'ngn-converted',
);

export const meta: MetaFunction = () => [
  { title: `${provider.name} Plans | Diaspora Hub` },
  { name: 'description', content: `THT Select, Classic and Plus Africa plans from ${provider.name}.` },
];

/** Three naira-priced plans with a currency toggle (NGN first), and three info cards. */
export default function TangerinePlansPage() {
  const [currency, setCurrency] = useState<Currency>('ngn');
  const hydrated = useHydrated();
  return (
    <CataloguePage {...providerHeader(provider)}>
      <div className="flex flex-col gap-2">
        <CurrencyToggle value={currency} onChange={setCurrency} disabled={!hydrated} />
        <p className="text-sm text-ink-muted">
          Prices are set in naira; dollar prices are at NGN {formatWholeNumber(NGN_PER_USD_FOR_TANGERINE)} to
          $1, rounded.
        </p>
      </div>
      <PlanGrid className="-mt-6">
        {plans.map((plan) => (
          <TangerinePlanCard key={plan.id} plan={plan} currency={currency} interactive={hydrated} />
        ))}
      </PlanGrid>
      <CatalogueSection id="why-tangerine" title={`Why ${provider.name}`}>
        <InfoCards cards={TANGERINE_INFO} />
      </CatalogueSection>
    </CataloguePage>
  );
}
