import type { MetaFunction } from 'react-router';
import { plansOf } from '@/domain/catalogue/catalogue';
import { findProvider } from '@/domain/catalogue/providers';
import {
  FAMILY_MAX_BENEFICIARIES,
  GERIATRIC_MIN_AGE,
  type AllyPartnersPlan,
  type HealthPlan,
} from '@/domain/catalogue/types';
import { DualPrice } from '@/web/components/money/dual-price';
import { CataloguePage } from '../components/catalogue-page';
import { CatalogueSection } from '../components/catalogue-section';
import { CompareLink } from '../components/compare-link';
import { FeatureList } from '../components/feature-list';
import { HospitalNetwork } from '../components/hospital-network';
import { InfoCards } from '../components/info-cards';
import { PlanCard, PlanGrid } from '../components/plan-card';
import { BuyPlanLink, ViewDetailsLink } from '../components/plan-links';
import { PlanTypePrices } from '../components/plan-type-prices';
import { ALLY_PARTNERS_EXTRAS } from '../content/ally-partners-extras';
import { providerHeader } from '../provider-header';

const provider = findProvider('ally-partners');
const plans = plansOf('ally-partners').filter(
  (plan: HealthPlan): plan is AllyPartnersPlan => plan.pricing === 'plan-type',
);

export const meta: MetaFunction = () => [
  { title: `${provider.name} Plans | Diaspora Hub` },
  { name: 'description', content: `Premium and Executive health plans from ${provider.name}.` },
];

/** The two Ally Partners plans with their plan-type prices, the extra benefits and each plan's hospitals. */
export default function AllyPartnersPlansPage() {
  const withHospitals = plans.filter((plan) => plan.hospitalNetwork.length > 0);
  return (
    <CataloguePage documentForVisitors {...providerHeader(provider)}>
      <PlanGrid className="lg:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            price={<DualPrice price={plan.price} suffix="/ year" />}
            actions={
              <>
                <BuyPlanLink plan={plan} label="Select Plan" className="w-full sm:w-auto sm:flex-1" />
                <ViewDetailsLink plan={plan} className="flex-1" />
                <CompareLink plan={plan} />
              </>
            }
          >
            <FeatureList items={plan.features} />
            <PlanTypePrices plan={plan} />
          </PlanCard>
        ))}
      </PlanGrid>
      <p className="-mt-6 text-sm text-ink-muted">
        You choose the plan type after selecting a plan. Family is one price for up to{' '}
        {FAMILY_MAX_BENEFICIARIES} people; Geriatric covers people aged {GERIATRIC_MIN_AGE} or over.
      </p>

      <CatalogueSection id="extras" title="Additional Benefits" intro="Included with both plans.">
        <InfoCards cards={ALLY_PARTNERS_EXTRAS} />
      </CatalogueSection>

      {withHospitals.length > 0 && (
        <CatalogueSection id="networks" title="Hospital Networks">
          <div className="grid gap-8 lg:grid-cols-2">
            {withHospitals.map((plan) => (
              <HospitalNetwork key={plan.id} plan={plan} title={`${plan.name} network`} level={3} />
            ))}
          </div>
        </CatalogueSection>
      )}
    </CataloguePage>
  );
}
