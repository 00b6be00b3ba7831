import { Building2, FileText, Sparkles } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { plansOf } from '@/domain/catalogue/catalogue';
import { findProvider } from '@/domain/catalogue/providers';
import type { HealthPlan, HomeReachPlan } from '@/domain/catalogue/types';
import { AgeBandPrices } from '../components/age-band-prices';
import { CataloguePage } from '../components/catalogue-page';
import { CompareLink } from '../components/compare-link';
import { ExternalLink } from '../components/external-link';
import { FeatureList } from '../components/feature-list';
import { PlanCard, PlanGrid } from '../components/plan-card';
import { ViewDetailsLink } from '../components/plan-links';
import { ProviderListLink } from '../components/provider-list-link';
import { HOMEREACH_SERVICE_OFFERING_URL } from '../content/documents';
import { providerHeader } from '../provider-header';

const provider = findProvider('homereach');
const plans = plansOf('homereach').filter(
  (plan: HealthPlan): plan is HomeReachPlan => plan.pricing === 'age-banded',
);

export const meta: MetaFunction = () => [
  { title: 'HomeReach Plans | Diaspora Hub' },
  { name: 'description', content: 'Tulip, Hazel and Ivy: HomeReach health plans for relatives aged 0-75.' },
];

/** Tulip, Hazel and Ivy with both age-band prices, and HomeReach's two documents. */
export default function HomeReachPlansPage() {
  return (
    <CataloguePage
      documentForVisitors
      {...providerHeader(provider)}
      headerExtra={
        <div className="flex flex-col gap-3 pt-1 sm:flex-row">
          <ProviderListLink provider={provider} />
          <ExternalLink href={HOMEREACH_SERVICE_OFFERING_URL} look="button">
            <FileText aria-hidden="true" />
            Full Service Offering
          </ExternalLink>
        </div>
      }
    >
      <PlanGrid>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            subtitle={
              plan.highlight && (
                <p className="flex items-center gap-1.5 text-sm font-semibold text-accent-800">
                  <Sparkles aria-hidden="true" className="size-4" />
                  {plan.highlight}
                </p>
              )
            }
            price={<AgeBandPrices plan={plan} />}
            actions={
              <>
                <ViewDetailsLink plan={plan} className="flex-1" />
                <CompareLink plan={plan} />
              </>
            }
          >
            <p className="flex items-center gap-2 text-sm font-semibold text-ink">
              <Building2 aria-hidden="true" className="size-4 text-brand-700" />
              Hospital access: {plan.hospitalAccess}
            </p>
            <FeatureList items={plan.features} />
          </PlanCard>
        ))}
      </PlanGrid>
    </CataloguePage>
  );
}
