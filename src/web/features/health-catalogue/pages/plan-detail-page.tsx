import { CircleX } from 'lucide-react';
import { useParams, type MetaFunction } from 'react-router';
import { findDetailPagePlan } from '@/domain/catalogue/catalogue';
import { findProvider } from '@/domain/catalogue/providers';
import { paths } from '@/web/config/paths';
import { BenefitGroups } from '../components/benefit-groups';
import { CataloguePage } from '../components/catalogue-page';
import { CatalogueSection } from '../components/catalogue-section';
import { FeatureList } from '../components/feature-list';
import { HospitalNetwork } from '../components/hospital-network';
import { NotStated } from '../components/not-stated';
import { PlanNotFound } from '../components/plan-not-found';
import { PurchasePanel } from '../components/purchase-panel';
import { PROVIDER_PAGES } from '../provider-pages';

export const meta: MetaFunction = ({ params }) => {
  const plan = findDetailPagePlan(params.id);
  if (!plan) return [{ title: 'Plan Not Found | Diaspora Hub' }];
  const provider = findProvider(plan.providerId);
  return [
    { title: `${plan.name} (${provider.name}) | Diaspora Hub` },
    {
      name: 'description',
      content: plan.description || `The ${plan.name} health plan from ${provider.name}.`,
    },
  ];
};

/** One plan in full: price and purchase, features, the five benefit groups, hospitals and exclusions. */
export default function PlanDetailPage() {
  const plan = findDetailPagePlan(useParams().id);
  if (!plan) return <PlanNotFound />;
  const provider = findProvider(plan.providerId);
  return (
    <CataloguePage
      documentForVisitors
      title={plan.name}
      eyebrow={provider.name}
      intro={plan.description || undefined}
      back={{
        to: PROVIDER_PAGES[provider.id],
        label: `${provider.name} plans`,
        from: { list: paths.healthcareCompare(), label: 'Back to comparison' },
      }}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="lg:order-2">
          <PurchasePanel plan={plan} />
        </div>
        <div className="flex min-w-0 flex-col gap-12 lg:order-1">
          <CatalogueSection id="features" title="What's Included">
            {plan.features.length > 0 ? (
              <FeatureList items={plan.features} className="text-base sm:grid sm:grid-cols-2 sm:gap-3" />
            ) : (
              <NotStated />
            )}
          </CatalogueSection>
          <BenefitGroups benefits={plan.benefits} />
          <HospitalNetwork plan={plan} />
          <CatalogueSection id="exclusions" title="Exclusions" intro="What this plan does not pay for.">
            {plan.exclusions.length > 0 ? (
              <FeatureList
                items={plan.exclusions}
                icon={CircleX}
                iconClassName="text-danger-700"
                className="text-base"
              />
            ) : (
              <NotStated />
            )}
          </CatalogueSection>
        </div>
      </div>
    </CataloguePage>
  );
}
