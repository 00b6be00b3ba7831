import { formatNgn, multiplyPrice, type Price } from '../money';
import type { FuneralPlanType } from './funeral-plan';

/**
 * The monthly premium the server states for an application (issue 27, point 1; docs/decisions/054). The family
 * plans price the household as one; the plans that name other relatives price each person named, so a second
 * parent doubles the premium. The plan's own price is the unit either way.
 */
export const PREMIUM_BASES = ['per_family', 'per_person'] as const;
export type PremiumBasis = (typeof PREMIUM_BASES)[number];

export const PREMIUM_BASIS: Record<FuneralPlanType, PremiumBasis> = {
  member_nucleus: 'per_family',
  single_parent: 'per_family',
  family: 'per_family',
  additional_family: 'per_person',
  additional_life: 'per_person',
};

export const PREMIUM_BASIS_LABELS: Record<PremiumBasis, string> = {
  per_family: 'per family',
  per_person: 'per person',
};

export interface FuneralPremium {
  basis: PremiumBasis;
  /** The people the premium is counted for: 1 for a family plan, the people named for a per-person plan. */
  people: number;
  /** What is due each month: the plan's price for one family or one person, times `people`. */
  monthly: Price;
}

/** The people a per-person plan charges for: those named besides the principal member (at least one). */
function chargedPeople(basis: PremiumBasis, namedOthers: number): number {
  return basis === 'per_family' ? 1 : Math.max(1, namedOthers);
}

/** The one premium rule: the plan's monthly price times the people it is counted for. */
export function funeralPremium(
  plan: { planType: FuneralPlanType; monthlyPriceUsd: number; monthlyPriceNgn: number },
  namedOthers: number,
): FuneralPremium {
  const basis = PREMIUM_BASIS[plan.planType];
  const people = chargedPeople(basis, namedOthers);
  const unit = { usd: plan.monthlyPriceUsd, ngn: plan.monthlyPriceNgn };
  return { basis, people, monthly: multiplyPrice(unit, people) };
}

/** The unit as a plan card says it: '/ month per family'. */
export function premiumUnitSuffix(basis: PremiumBasis): string {
  return `/ month ${PREMIUM_BASIS_LABELS[basis]}`;
}

/** How the monthly amount is made, where it is not simply the plan's price: '₦15,000 per person × 2 people'. */
export function premiumBreakdown(premium: FuneralPremium): string {
  const unit = `${formatNgn(premium.monthly.ngn / premium.people)} ${PREMIUM_BASIS_LABELS[premium.basis]}`;
  if (premium.basis === 'per_family') return `${unit}: the same for everyone the plan covers`;
  return `${unit} × ${premium.people} ${premium.people === 1 ? 'person' : 'people'}`;
}

/** The people named besides the principal member, from an application's covered people. */
export function namedOthersOf(coveredPeople: readonly { role: string }[]): number {
  return coveredPeople.filter((person) => person.role === 'other').length;
}

/**
 * An application keeps the monthly premium it was stated (its monthly price columns); its basis, people and unit
 * follow from its plan type and the people it names, so nothing else needs storing.
 */
export function applicationPremium(application: {
  planType: FuneralPlanType;
  monthlyPriceUsd: number;
  monthlyPriceNgn: number;
  coveredPeople: readonly { role: string }[];
}): FuneralPremium {
  const basis = PREMIUM_BASIS[application.planType];
  const people = chargedPeople(basis, namedOthersOf(application.coveredPeople));
  return { basis, people, monthly: { usd: application.monthlyPriceUsd, ngn: application.monthlyPriceNgn } };
}

/** The premium as an application view states it. */
export function viewedPremium(view: {
  premiumBasis: PremiumBasis;
  premiumPeople: number;
  monthlyPriceUsd: number;
  monthlyPriceNgn: number;
}): FuneralPremium {
  return {
    basis: view.premiumBasis,
    people: view.premiumPeople,
    monthly: { usd: view.monthlyPriceUsd, ngn: view.monthlyPriceNgn },
  };
}
