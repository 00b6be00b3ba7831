import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { findPlan } from '@/domain/catalogue/catalogue';
import { findHospital } from '@/domain/catalogue/hospitals';
import type { HealthPlan } from '@/domain/catalogue/types';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { CataloguePage } from '../components/catalogue-page';
import { CatalogueSection } from '../components/catalogue-section';
import { CompareTable } from '../components/compare-table';
import { FamilyPricePanel } from '../components/family-price-panel';
import { PlanPicker } from '../components/plan-picker';
import { BACK_TO_PROVIDERS } from '../provider-header';
import {
  MAX_COMPARED_PLANS,
  MIN_COMPARED_PLANS,
  parseAgesQuery,
  parseCompareQuery,
  togglePlan,
  type CompareSelection,
} from '../compare-selection';
import { useHydrated } from '@/web/lib/use-hydrated';

export const meta: MetaFunction = () => [
  { title: 'Compare Health Plans | Diaspora Hub' },
  { name: 'description', content: 'Put up to four health plans from any provider side by side.' },
];

const NOTHING_CHOSEN: CompareSelection = { planIds: [], overflow: false };

/**
 * Two to four plans from any provider side by side, priced for the ages of the people to cover when those are given.
 * The choice lives in the address (`?plans=a,b&ages=70,68`), so it can be shared and survives a reload; it is read
 * only once hydrated, since the prerendered page has no query.
 */
export default function ComparePage() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  // ?hospital=<id> (from the hospital finder): only the plans that cover that hospital are offered.
  const hospital = hydrated ? findHospital(searchParams.get('hospital')) : undefined;
  const offered = hospital?.plans.map((cover) => cover.planId);
  const chosen = hydrated ? parseCompareQuery(searchParams.get('plans')) : NOTHING_CHOSEN;
  const planIds = offered ? chosen.planIds.filter((id) => offered.includes(id)) : chosen.planIds;
  const { overflow } = chosen;
  const ages = hydrated ? parseAgesQuery(searchParams.get('ages')) : [];
  const plans = planIds.map((id) => findPlan(id)).filter((plan): plan is HealthPlan => Boolean(plan));

  const show = (ids: readonly string[], forAges: readonly number[]) => {
    const href = paths.healthcareCompare(ids, forAges);
    const withHospital = hospital
      ? `${href}${href.includes('?') ? '&' : '?'}hospital=${encodeURIComponent(hospital.id)}`
      : href;
    void navigate(withHospital, { replace: true, preventScrollReset: true });
  };
  const choose = (ids: string[]) => {
    setRefused(false);
    show(ids, ages);
  };
  const toggle = (planId: string) => {
    const outcome = togglePlan(planIds, planId);
    if (outcome.kind === 'refused') setRefused(true);
    else choose(outcome.planIds);
  };

  return (
    <CataloguePage
      title="Compare plans"
      intro={`Choose ${MIN_COMPARED_PLANS} to ${MAX_COMPARED_PLANS} plans from any provider to see them side by side. Prices are per person per year.`}
      back={BACK_TO_PROVIDERS}
      headerExtra={
        <p className="text-ink-muted">
          <Link to={paths.healthcareHospitals} className="font-medium text-brand-700 underline">
            Find a hospital
          </Link>{' '}
          to see which plans cover it.
        </p>
      }
    >
      {hospital && (
        <Alert>
          <AlertDescription>
            <span className="font-semibold">Plans that cover {hospital.name}</span> ({hospital.location}):
            only these are offered below.{' '}
            <Link
              to={paths.healthcareCompare(planIds, ages)}
              className="font-medium text-brand-700 underline"
            >
              Show every plan
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <CatalogueSection id="comparison" title="Side by side">
        <FamilyPricePanel
          key={hydrated ? 'browser' : 'prerendered'}
          ages={ages}
          plansShown={plans.length >= MIN_COMPARED_PLANS}
          disabled={!hydrated}
          onApply={(forAges) => show(planIds, forAges)}
        />
        {plans.length >= MIN_COMPARED_PLANS ? (
          <>
            <p className="-mt-2 text-sm text-ink-muted md:hidden">
              Swipe the table sideways to see every plan.
            </p>
            <CompareTable plans={plans} ages={ages} onRemove={toggle} />
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-6 text-ink-muted">
            {plans.length === 0
              ? `Pick ${MIN_COMPARED_PLANS} to ${MAX_COMPARED_PLANS} plans below to compare them.`
              : `${plans[0]?.name} is chosen. Pick at least one more plan below to compare it with.`}
          </p>
        )}
      </CatalogueSection>

      <CatalogueSection
        id="choose"
        title="Choose plans"
        intro={
          <p role="status">
            {plans.length} of {MAX_COMPARED_PLANS} plans chosen
          </p>
        }
      >
        {(refused || overflow) && (
          <Alert variant="destructive">
            <AlertDescription>
              {refused
                ? `You can compare up to ${MAX_COMPARED_PLANS} plans. Remove one before adding another.`
                : `Only ${MAX_COMPARED_PLANS} plans can be compared at once, so the first ${MAX_COMPARED_PLANS} are shown.`}
            </AlertDescription>
          </Alert>
        )}
        <PlanPicker selected={planIds} onToggle={toggle} disabled={!hydrated} offered={offered} />
        {plans.length > 0 && (
          <Button type="button" variant="outline" className="self-start" onClick={() => choose([])}>
            Clear all
          </Button>
        )}
      </CatalogueSection>
    </CataloguePage>
  );
}
