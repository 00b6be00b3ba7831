import { useRef, useState } from 'react';
import { List } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { plansOf } from '@/domain/catalogue/catalogue';
import { findProvider } from '@/domain/catalogue/providers';
import { Button } from '@/web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { CataloguePage } from '../components/catalogue-page';
import { PlanGrid } from '../components/plan-card';
import { ProviderCard } from '../components/provider-card';
import { ProviderListLink } from '../components/provider-list-link';
import { StandardPlanCard } from '../components/standard-plan-card';
import { providerHeader } from '../provider-header';
import { useHydrated } from '@/web/lib/use-hydrated';

const provider = findProvider('venus');
const plans = plansOf('venus');

export const meta: MetaFunction = () => [
  { title: `${provider.name} Plans | Diaspora Hub` },
  {
    name: 'description',
    content: `Super, Zenith, Cadillac, Silver Global and Silver Africa plans from ${provider.name}.`,
  },
];

type Tab = 'plans' | 'providers';

/** Tabs Plans (five cards and the provider list) and Providers (the provider, with a way back to its plans). */
export default function VenusPlansPage() {
  const [tab, setTab] = useState<Tab>('plans');
  const plansTab = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const showPlans = () => {
    setTab('plans');
    plansTab.current?.focus();
  };
  return (
    <CataloguePage {...providerHeader(provider)}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="gap-6">
        <TabsList aria-label={`${provider.name}`} className="w-full sm:w-80">
          <TabsTrigger ref={plansTab} value="plans">
            Plans
          </TabsTrigger>
          <TabsTrigger value="providers" disabled={!hydrated}>
            Providers
          </TabsTrigger>
        </TabsList>
        <TabsContent value="plans" className="flex flex-col gap-6">
          <PlanGrid>
            {plans.map((plan) => (
              <StandardPlanCard key={plan.id} plan={plan} />
            ))}
          </PlanGrid>
          <ProviderListLink provider={provider} />
        </TabsContent>
        <TabsContent value="providers" className="max-w-md">
          <ProviderCard
            provider={provider}
            planCount={plans.length}
            action={
              <Button type="button" className="w-full" onClick={showPlans}>
                <List aria-hidden="true" />
                View Plans
              </Button>
            }
          />
        </TabsContent>
      </Tabs>
    </CataloguePage>
  );
}
