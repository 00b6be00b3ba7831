import { isCalendarDate } from '@/domain/calendar-date';
import { priceOrder, unitPrice, type PricedOrder } from '@/domain/catalogue/pricing';
import type { AllyPlanType, HealthPlan } from '@/domain/catalogue/types';
import { multiplyPrice, type Price } from '@/domain/money';
import { earliestCoverageStart } from '@/domain/orders/coverage';

/** The earliest cover start of an order placed now; the real one is the day after the payment is confirmed. */
export function expectedCoverageStart(today = new Date()): string {
  return earliestCoverageStart(today);
}

export interface Quote {
  total: Price;
  /** Each person's price, once every date of birth is known; null entries are covered by a family price. */
  perBeneficiary: PricedOrder['perBeneficiary'] | null;
}

/**
 * What the order will cost, as far as the browser can tell so far: the catalogue's own pricing once every date of
 * birth is known, otherwise the per-person price times the head count. The server prices the order again.
 */
export function quote(
  plan: HealthPlan,
  planType: AllyPlanType | null,
  beneficiaries: ReadonlyArray<{ dateOfBirth: string }>,
): Quote | null {
  const count = Math.max(beneficiaries.length, 1);
  if (beneficiaries.length > 0 && beneficiaries.every((person) => isCalendarDate(person.dateOfBirth))) {
    const priced = priceOrder({
      planId: plan.id,
      planType,
      beneficiaries,
      coverageStart: expectedCoverageStart(),
    });
    if (priced.ok) return { total: priced.order.total, perBeneficiary: priced.order.perBeneficiary };
  }
  const unit = unitPrice(plan, planType);
  if (!unit) return null;
  return { total: planType === 'family' ? unit : multiplyPrice(unit, count), perBeneficiary: null };
}
