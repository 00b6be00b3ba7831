import { Hospital as HospitalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DETAIL_PAGE_PLAN_IDS, findPlan } from '@/domain/catalogue/catalogue';
import type { HospitalView } from '@/domain/catalogue/hospitals';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { MAX_COMPARED_PLANS } from '../compare-selection';
import { PROVIDER_PAGES } from '../provider-pages';

/** The plan's own page, or its provider's page for plans without one (Tangerine's). */
function planHref(planId: string): string {
  if ((DETAIL_PAGE_PLAN_IDS as readonly string[]).includes(planId)) return paths.healthcarePlan(planId);
  const plan = findPlan(planId);
  return plan ? PROVIDER_PAGES[plan.providerId] : paths.healthcareOptions;
}

/** One hospital the finder found: where it is, and each plan that covers it at its tier. */
export function HospitalResult({ hospital }: { hospital: HospitalView }) {
  const headingId = `hospital-${hospital.id}`;
  const comparable = hospital.plans.map((cover) => cover.planId).slice(0, MAX_COMPARED_PLANS);
  return (
    <li
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex gap-3">
        <HospitalIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold break-words text-ink">
            {hospital.name}
          </h3>
          <p className="text-sm text-ink-muted">
            {[hospital.location, hospital.serviceType].filter(Boolean).join(' · ')}
          </p>
          {hospital.sample && <p className="text-xs text-ink-muted">Sample data, not the insurer's list.</p>}
        </div>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-ink">Plans that cover it</h4>
        <ul className="mt-1 flex flex-col gap-1">
          {hospital.plans.map((cover) => (
            <li key={cover.planId} className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <Link to={planHref(cover.planId)} className="font-medium text-brand-700 underline">
                {cover.planName}
              </Link>
              <span className="text-ink-muted">{cover.tier}</span>
            </li>
          ))}
        </ul>
      </div>
      {comparable.length >= 2 && (
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.healthcareCompareForHospital(hospital.id, comparable)}>
            Compare these plans
            <span className="sr-only"> that cover {hospital.name}</span>
          </Link>
        </Button>
      )}
    </li>
  );
}
