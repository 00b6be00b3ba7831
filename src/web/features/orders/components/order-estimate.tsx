import { planFullName } from '@/domain/catalogue/catalogue';
import { ALLY_PLAN_TYPE_LABELS, type AllyPlanType, type HealthPlan } from '@/domain/catalogue/types';
import type { BeneficiaryInput } from '@/domain/orders/order.schema';
import { DualPrice } from '@/web/components/money/dual-price';
import { PersonPriceList } from '@/web/components/money/person-price-list';
import { SectionCard } from '@/web/components/ui/section-card';
import type { Quote } from '../flow/quote';
import { beneficiaryLines, missingTotalReason } from './beneficiary-price-lines';

interface OrderEstimateProps {
  plan: HealthPlan;
  planType: AllyPlanType | null;
  beneficiaries: ReadonlyArray<Pick<BeneficiaryInput, 'firstName' | 'lastName' | 'dateOfBirth'>>;
  quote: Quote;
}

/**
 * The running order summary of the beneficiary page: each person with their age band and price as their date of
 * birth is typed, and the total the order will cost once every price is known (the same rule the server charges by).
 */
export function OrderEstimate({ plan, planType, beneficiaries, quote }: OrderEstimateProps) {
  const reason = missingTotalReason(quote);
  return (
    <SectionCard title="Order Summary">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">Plan</dt>
        <dd className="text-right font-semibold text-ink">{planFullName(plan)}</dd>
        {planType && (
          <>
            <dt className="text-ink-muted">Plan type</dt>
            <dd className="text-right font-semibold text-ink">{ALLY_PLAN_TYPE_LABELS[planType]}</dd>
          </>
        )}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink">
        Beneficiaries ({Math.max(beneficiaries.length, 1)})
      </h3>
      <PersonPriceList lines={beneficiaryLines(beneficiaries, quote)} className="mt-1 border-t border-line" />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-t border-line pt-4">
        <p className="font-semibold text-ink">Total per year</p>
        {quote.total ? (
          <DualPrice price={quote.total} className="items-end" />
        ) : (
          <p className="ml-auto text-right text-sm font-medium text-ink-muted">{reason}</p>
        )}
      </div>
    </SectionCard>
  );
}
