import { ageOn } from '../calendar-date';
import type { Price } from '../money';
import { findPlan } from './catalogue';
import { PRICING_MESSAGES, pricePeople } from './price-people';
import type { AllyPlanType, HealthPlan } from './types';

export { PRICING_MESSAGES };

export interface PricingRequest {
  planId: string;
  planType?: AllyPlanType | null;
  /** Only the dates of birth matter for the price ('YYYY-MM-DD'). */
  beneficiaries: ReadonlyArray<{ dateOfBirth: string }>;
  /** Ages are taken on this day ('YYYY-MM-DD'). */
  coverageStart: string;
}

export interface PricedOrder {
  plan: HealthPlan;
  total: Price;
  /** Each beneficiary's yearly price; null when one family price covers them all. */
  perBeneficiary: Array<Price | null>;
}

export interface PricingError {
  /** Where the problem lies, as a path into the order request: ['planType'], ['beneficiaries', 2, 'dateOfBirth']. */
  path: Array<string | number>;
  message: string;
}

export type PricingResult = { ok: true; order: PricedOrder } | { ok: false; error: PricingError };

const fail = (path: PricingError['path'], message: string): PricingResult => ({
  ok: false,
  error: { path, message },
});

/**
 * The price of an order, from the catalogue only (DECISIONS 15): pricePeople on the beneficiaries' ages at the
 * coverage start, with its refusals pointed at the field they concern.
 */
export function priceOrder(request: PricingRequest): PricingResult {
  const plan = findPlan(request.planId);
  if (!plan) return fail(['planId'], PRICING_MESSAGES.unknownPlan);
  const ages = request.beneficiaries.map((person) => ageOn(person.dateOfBirth, request.coverageStart));
  const { people, total, refusal } = pricePeople(plan, request.planType, ages);
  if (refusal) return fail(refusal.path, refusal.message);
  const refusedAt = people.findIndex((person) => person.status === 'refused');
  const first = people[refusedAt];
  if (first?.status === 'refused') return fail(['beneficiaries', refusedAt, 'dateOfBirth'], first.message);
  // Every age is known here, so a person is either priced or covered by the family price.
  if (!total) throw new Error('An order with every age known was left without a price');
  const perBeneficiary = people.map((person) => (person.status === 'priced' ? person.price : null));
  return { ok: true, order: { plan, total, perBeneficiary } };
}
