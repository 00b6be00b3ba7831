import { ageOn } from '../calendar-date';
import { addPrices, ZERO_PRICE, type Price } from '../money';
import { findPlan } from './catalogue';
import {
  FAMILY_MAX_BENEFICIARIES,
  GERIATRIC_MIN_AGE,
  HOMEREACH_MAX_AGE,
  HOMEREACH_STANDARD_MAX_AGE,
  type AllyPlanType,
  type HealthPlan,
} from './types';

export const PRICING_MESSAGES = {
  unknownPlan: 'Plan not found',
  planType: 'Please select a plan type',
  noBeneficiaries: 'Please add at least one beneficiary',
  homeReachAge: 'HomeReach plans cover ages 0-75',
  geriatricAge: 'Geriatric plans cover ages 60 and over',
  familySize: `Family plans cover up to ${FAMILY_MAX_BENEFICIARIES} beneficiaries`,
} as const;

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
 * The price of an order, from the catalogue only (DECISIONS 15): the per-person yearly price times the number of
 * beneficiaries, with age bands for HomeReach, plan types for Ally Partners and one Family price per family.
 */
export function priceOrder(request: PricingRequest): PricingResult {
  const plan = findPlan(request.planId);
  if (!plan) return fail(['planId'], PRICING_MESSAGES.unknownPlan);
  if (request.beneficiaries.length === 0) return fail(['beneficiaries'], PRICING_MESSAGES.noBeneficiaries);
  const ages = request.beneficiaries.map((person) => ageOn(person.dateOfBirth, request.coverageStart));

  switch (plan.pricing) {
    case 'flat':
    case 'ngn-converted':
      return perPerson(
        plan,
        ages.map(() => plan.price),
      );
    case 'age-banded': {
      const tooOld = ages.findIndex((age) => age > HOMEREACH_MAX_AGE);
      if (tooOld >= 0) return fail(['beneficiaries', tooOld, 'dateOfBirth'], PRICING_MESSAGES.homeReachAge);
      return perPerson(
        plan,
        ages.map((age) => (age > HOMEREACH_STANDARD_MAX_AGE ? plan.elderlyPrice : plan.price)),
      );
    }
    case 'plan-type': {
      if (!request.planType) return fail(['planType'], PRICING_MESSAGES.planType);
      const typePrice = plan.planTypes[request.planType];
      if (request.planType === 'family') {
        if (ages.length > FAMILY_MAX_BENEFICIARIES)
          return fail(['beneficiaries'], PRICING_MESSAGES.familySize);
        return { ok: true, order: { plan, total: typePrice, perBeneficiary: ages.map(() => null) } };
      }
      if (request.planType === 'geriatric') {
        const tooYoung = ages.findIndex((age) => age < GERIATRIC_MIN_AGE);
        if (tooYoung >= 0)
          return fail(['beneficiaries', tooYoung, 'dateOfBirth'], PRICING_MESSAGES.geriatricAge);
      }
      return perPerson(
        plan,
        ages.map(() => typePrice),
      );
    }
  }
}

function perPerson(plan: HealthPlan, prices: Price[]): PricingResult {
  return { ok: true, order: { plan, total: prices.reduce(addPrices, ZERO_PRICE), perBeneficiary: prices } };
}

/** The price of one person on a plan before any beneficiary is known: what the order summary shows first. */
export function unitPrice(plan: HealthPlan, planType?: AllyPlanType | null): Price | null {
  if (plan.pricing !== 'plan-type') return plan.price;
  return planType ? plan.planTypes[planType] : null;
}
