import { planFullName } from '@/domain/catalogue/catalogue';
import { unitPrice } from '@/domain/catalogue/pricing';
import { ALLY_PLAN_TYPE_LABELS, type AllyPlanType, type HealthPlan } from '@/domain/catalogue/types';
import { formatNgn, formatUsd } from '@/domain/money';
import { DualPrice } from '@/web/components/money/dual-price';
import { SectionCard } from '@/web/components/ui/section-card';
import type { Quote } from '../flow/quote';

interface OrderEstimateProps {
  plan: HealthPlan;
  planType: AllyPlanType | null;
  beneficiaryCount: number;
  quote: Quote;
}

/** The running order summary of the beneficiary page, shown once the price is known. */
export function OrderEstimate({ plan, planType, beneficiaryCount, quote }: OrderEstimateProps) {
  const unit = unitPrice(plan, planType);
  return (
    <SectionCard title="Order Summary">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">Plan</dt>
        <dd className="text-right font-semibold text-ink">{planFullName(plan)}</dd>
        {planType && (
          <>
            <dt className="text-ink-muted">Plan type</dt>
            <dd className="text-right font-semibold text-ink">{ALLY_PLAN_TYPE_LABELS[planType]}</dd>
          </>
        )}
        {unit && (
          <>
            <dt className="text-ink-muted">{planType === 'family' ? 'Per family' : 'Per person'}</dt>
            <dd className="text-right text-ink">
              {formatUsd(unit.usd)} / {formatNgn(unit.ngn)}
            </dd>
          </>
        )}
        <dt className="text-ink-muted">Beneficiaries</dt>
        <dd className="text-right text-ink">{beneficiaryCount}</dd>
      </dl>
      <div className="mt-4 flex items-end justify-between border-t border-line pt-4">
        <p className="font-semibold text-ink">Total per year</p>
        <DualPrice price={quote.total} className="items-end" />
      </div>
    </SectionCard>
  );
}
