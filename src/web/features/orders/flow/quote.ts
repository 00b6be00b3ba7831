import { ageForPricing, pricePeople, type PeoplePrices } from '@/domain/catalogue/price-people';
import type { AllyPlanType, HealthPlan } from '@/domain/catalogue/types';
import { earliestCoverageStart } from '@/domain/orders/coverage';
import { getPurchaseFlow } from './purchase-flow-store';

/**
 * The earliest cover start of an order placed now; the real one is the day after the cover is activated
 * (docs/decisions/048). A renewal starts when the cover it renews ends (docs/decisions/039), as the server will
 * price it.
 */
export function expectedCoverageStart(today = new Date()): string {
  const earliest = earliestCoverageStart(today);
  const renewalStart = getPurchaseFlow().renewal?.earliestStart;
  // 'YYYY-MM-DD' text sorts as the dates do; a renewal stored days ago cannot start before tomorrow.
  return renewalStart && renewalStart > earliest ? renewalStart : earliest;
}

export type Quote = PeoplePrices;

/**
 * What the order will cost, person by person, as far as the dates of birth typed so far tell: the catalogue's own
 * rule (pricePeople, which the server's priceOrder uses too), on the ages at the coverage start the server will
 * price at. Null until an Ally Partners plan has its type. The server prices the order again.
 */
export function quote(
  plan: HealthPlan,
  planType: AllyPlanType | null,
  beneficiaries: ReadonlyArray<{ dateOfBirth: string }>,
): Quote | null {
  if (plan.pricing === 'plan-type' && !planType) return null;
  const start = expectedCoverageStart();
  // The form always shows one card, even before anything is typed into it.
  const people = beneficiaries.length > 0 ? beneficiaries : [{ dateOfBirth: '' }];
  return pricePeople(
    plan,
    planType,
    people.map((person) => ageForPricing(person.dateOfBirth, start)),
  );
}
