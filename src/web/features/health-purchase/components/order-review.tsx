import { planFullName } from '@/domain/catalogue/catalogue';
import { ALLY_PLAN_TYPE_LABELS, type AllyPlanType, type HealthPlan } from '@/domain/catalogue/types';
import { formatNgn, formatUsd } from '@/domain/money';
import { COVERAGE_PERIOD_LABEL, coverStartsAfterPayment } from '@/domain/orders/coverage';
import type { BeneficiaryInput, PayerInput } from '@/domain/orders/order.schema';
import { DualPrice } from '@/web/components/money/dual-price';
import { SectionCard } from '@/web/components/ui/section-card';
import type { Quote } from '../flow/quote';
import { BENEFICIARY_RELATIONSHIP_OPTIONS } from './relationship-options';

const relationshipLabel = (value: string) =>
  BENEFICIARY_RELATIONSHIP_OPTIONS.find((option) => option.value === value)?.label ?? value;

interface OrderReviewProps {
  plan: HealthPlan;
  planType: AllyPlanType | null;
  beneficiaries: BeneficiaryInput[];
  payer: PayerInput | null;
  quote: Quote | null;
  /** The earliest cover start of an order placed now; the real one is the day after payment is confirmed. */
  earliestCoverageStart: string;
}

/** Everything the order will hold, for a last look before 'Complete Order'. */
export function OrderReview({
  plan,
  planType,
  beneficiaries,
  payer,
  quote,
  earliestCoverageStart,
}: OrderReviewProps) {
  return (
    <SectionCard title="Order Summary" contentClassName="flex flex-col gap-4">
      <div>
        <p className="font-semibold text-ink">{planFullName(plan)}</p>
        {planType && <p className="text-sm text-ink-muted">Plan type: {ALLY_PLAN_TYPE_LABELS[planType]}</p>}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">Beneficiaries ({beneficiaries.length})</h3>
        <ul className="mt-2 divide-y divide-line">
          {beneficiaries.map((person, index) => {
            const personPrice = quote?.perBeneficiary?.[index];
            return (
              <li key={index} className="flex flex-wrap justify-between gap-x-4 py-2 text-sm">
                <span className="text-ink">
                  {person.firstName} {person.lastName}
                  <span className="text-ink-muted"> · {relationshipLabel(person.relationship)}</span>
                </span>
                <span className="text-ink-muted">
                  {personPrice
                    ? `${formatUsd(personPrice.usd)} / ${formatNgn(personPrice.ngn)}`
                    : planType === 'family'
                      ? 'Included in the family price'
                      : ''}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Payer</dt>
        <dd className="text-right text-ink">
          {payer ? `${payer.firstName} ${payer.lastName}` : 'You (account holder)'}
        </dd>
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-ink">{coverStartsAfterPayment(earliestCoverageStart)}</p>
        <p className="font-medium text-ink">Coverage period: {COVERAGE_PERIOD_LABEL}</p>
      </div>
      {quote && (
        <div className="flex items-end justify-between border-t border-line pt-4">
          <p className="font-semibold text-ink">Total</p>
          <DualPrice price={quote.total} size="lg" className="items-end" />
        </div>
      )}
    </SectionCard>
  );
}
