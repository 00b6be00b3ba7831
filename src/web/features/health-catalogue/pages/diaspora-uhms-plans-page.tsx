import type { MetaFunction } from 'react-router';
import { plansOf } from '@/domain/catalogue/catalogue';
import { findProvider } from '@/domain/catalogue/providers';
import { CataloguePage } from '../components/catalogue-page';
import { PlanGrid } from '../components/plan-card';
import { ProviderListLink } from '../components/provider-list-link';
import { StandardPlanCard } from '../components/standard-plan-card';
import { providerHeader } from '../provider-header';

const provider = findProvider('diaspora-uhms');
const plans = plansOf('diaspora-uhms');

export const meta: MetaFunction = () => [
  { title: `${provider.name} Plans | Diaspora Hub` },
  { name: 'description', content: `Sapphire, Emerald and Ruby health plans from ${provider.name}.` },
];

/** Sapphire, Emerald (highlighted) and Ruby, and the provider list spreadsheet. */
export default function DiasporaUhmsPlansPage() {
  return (
    <CataloguePage
      documentForVisitors
      {...providerHeader(provider)}
      headerExtra={<ProviderListLink provider={provider} />}
    >
      <PlanGrid>
        {plans.map((plan) => (
          <StandardPlanCard key={plan.id} plan={plan} />
        ))}
      </PlanGrid>
    </CataloguePage>
  );
}
