import { X } from 'lucide-react';
import { Link } from 'react-router';
import { DETAIL_PAGE_PLAN_IDS } from '@/domain/catalogue/catalogue';
import { findProvider } from '@/domain/catalogue/providers';
import type { HealthPlan } from '@/domain/catalogue/types';
import { DualPrice } from '@/web/components/money/dual-price';
import { paths } from '@/web/config/paths';
import { withBack } from '@/web/lib/back-link';
import { COMPARE_ROWS } from '../compare-rows';
import { PROVIDER_PAGES } from '../provider-pages';
import { FamilyPrice } from './family-price';
import { ScrollRegion } from './scroll-region';

const hasDetailPage = (id: string) => (DETAIL_PAGE_PLAN_IDS as readonly string[]).includes(id);
const rowHeader =
  'sticky left-0 z-10 w-32 min-w-32 bg-brand-50 p-3 text-left align-top text-sm font-semibold text-ink';
const cell = 'min-w-40 p-3 align-top text-sm text-ink';

interface CompareTableProps {
  plans: HealthPlan[];
  /** The ages typed on the page: each plan's price for those people gets a row of its own. */
  ages: readonly number[];
  onRemove: (planId: string) => void;
}

/**
 * The chosen plans side by side. On a phone the table scrolls sideways inside its own keyboard-scrollable region
 * with the row names pinned, so the page itself never does.
 */
export function CompareTable({ plans, ages, onRemove }: CompareTableProps) {
  // A plan's page goes back to this comparison, its ages included (decision 034).
  const compared = paths.healthcareCompare(
    plans.map((plan) => plan.id),
    ages,
  );
  return (
    <ScrollRegion
      label="Plan comparison"
      className="max-w-full overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm"
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">The chosen plans side by side</caption>
        <thead>
          <tr className="border-b border-line">
            <td className={rowHeader} />
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className={`${cell} text-left`}>
                <span className="flex items-start justify-between gap-2">
                  <span>
                    <span className="block text-base font-bold">{plan.name}</span>
                    <span className="block font-medium text-ink-muted">
                      {findProvider(plan.providerId).name}
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => onRemove(plan.id)}
                    className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink"
                  >
                    <X aria-hidden="true" className="size-4" />
                    <span className="sr-only">Remove {plan.name}</span>
                  </button>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          <tr>
            <th scope="row" className={rowHeader}>
              Price per year
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className={cell}>
                <DualPrice price={plan.price} />
              </td>
            ))}
          </tr>
          {ages.length > 0 && (
            <tr>
              <th scope="row" className={rowHeader}>
                Price for your family
                <span className="block font-normal text-ink-muted">Ages {ages.join(', ')}</span>
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className={cell}>
                  <FamilyPrice plan={plan} ages={ages} />
                </td>
              ))}
            </tr>
          )}
          {COMPARE_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={rowHeader}>
                {row.label}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className={cell}>
                  {row.value(plan)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={rowHeader}>
              <span className="sr-only">More</span>
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className={cell}>
                <Link
                  to={
                    hasDetailPage(plan.id)
                      ? withBack(paths.healthcarePlan(plan.id), compared)
                      : PROVIDER_PAGES[plan.providerId]
                  }
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {hasDetailPage(plan.id) ? 'View Details' : 'View on provider page'}
                  <span className="sr-only"> of {plan.name}</span>
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
