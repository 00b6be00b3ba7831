import { planFullName } from '@/domain/catalogue/catalogue';
import { ALLY_PLAN_TYPE_LABELS, type AllyPlanType, type HealthPlan } from '@/domain/catalogue/types';
import { COVERAGE_PERIOD_LABEL, coverStartsOnActivation } from '@/domain/orders/coverage';
import type { BeneficiaryInput, PayerInput } from '@/domain/orders/order.schema';
import { PersonPriceList } from '@/web/components/money/person-price-list';
import { SectionCard } from '@/web/components/ui/section-card';
import type { Quote } from '../flow/quote';
import { beneficiaryName } from './beneficiary-price-lines';
import { BENEFICIARY_RELATIONSHIP_OPTIONS } from './relationship-options';

const relationshipLabel = (value: string) =>
  BENEFICIARY_RELATIONSHIP_OPTIONS.find((option) => option.value === value)?.label ?? value;

const reviewName = (beneficiaries: BeneficiaryInput[], index: number) =>
  `${beneficiaryName(beneficiaries[index], index)} · ${relationshipLabel(beneficiaries[index]?.relationship ?? '')}`;

interface OrderReviewProps {
  plan: HealthPlan;
  planType: AllyPlanType | null;
  beneficiaries: BeneficiaryInput[];
  payer: PayerInput | null;
  quote: Quote | null;
  /** The earliest cover start of an order placed now; the real one is the day after the cover is activated. */
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
        {quote && (
          <PersonPriceList
            className="mt-1"
            lines={quote.people.map((person, index) => ({ name: reviewName(beneficiaries, index), person }))}
          />
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Payer</dt>
        <dd className="text-right text-ink">
          {payer ? `${payer.firstName} ${payer.lastName}` : 'You (account holder)'}
        </dd>
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-ink">{coverStartsOnActivation(earliestCoverageStart)}</p>
        <p className="font-medium text-ink">Coverage period: {COVERAGE_PERIOD_LABEL}</p>
      </div>
    </SectionCard>
  );
}
