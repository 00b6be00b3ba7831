import { ageOn, isCalendarDate } from '../calendar-date';
import { addPrices, ZERO_PRICE, type Price } from '../money';
import {
  ALLY_PLAN_TYPE_LABELS,
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

/** The band of a plan whose price is the same at every age. */
export const ALL_AGES_BAND = 'All ages';
export const HOMEREACH_BANDS = {
  standard: `Ages 0-${HOMEREACH_STANDARD_MAX_AGE}`,
  elderly: `Ages ${HOMEREACH_STANDARD_MAX_AGE + 1}-${HOMEREACH_MAX_AGE}`,
} as const;

/**
 * One person's line in a price: their band (an age band, or the Ally Partners plan type) and what they cost.
 * `age` is null where it is not known yet (a date of birth still being typed).
 */
export type PersonPrice =
  | { status: 'priced'; age: number | null; band: string; price: Price }
  /** Covered by one Family price for the whole group. */
  | { status: 'in-family-price'; age: number | null; band: string }
  /** The price depends on the age, which is not known yet. */
  | { status: 'needs-age'; age: null }
  /** The age is outside every band of the plan. */
  | { status: 'refused'; age: number; message: string };

export interface GroupRefusal {
  path: ['planType'] | ['beneficiaries'];
  message: string;
}

export interface PeoplePrices {
  people: PersonPrice[];
  /** The yearly total, only when every person is priced and nothing is refused: what the order will cost. */
  total: Price | null;
  /** A rule about the whole group refused it: no people, no plan type, too many for one Family price. */
  refusal: GroupRefusal | null;
}

/**
 * The catalogue's price for a group of people by their ages on the coverage start (DECISIONS 15): each person's
 * band and yearly price and the total. The one pricing rule: orders are priced through it on the server
 * (priceOrder), the purchase pages show its lines, and the compare page prices the ages a visitor types.
 */
export function pricePeople(
  plan: HealthPlan,
  planType: AllyPlanType | null | undefined,
  ages: ReadonlyArray<number | null>,
): PeoplePrices {
  if (ages.length === 0) return refused(['beneficiaries'], PRICING_MESSAGES.noBeneficiaries);
  switch (plan.pricing) {
    case 'flat':
    case 'ngn-converted':
      return withTotal(ages.map((age) => priced(age, ALL_AGES_BAND, plan.price)));
    case 'age-banded':
      return withTotal(
        ages.map((age): PersonPrice => {
          if (age === null) return { status: 'needs-age', age };
          if (age > HOMEREACH_MAX_AGE)
            return { status: 'refused', age, message: PRICING_MESSAGES.homeReachAge };
          return age > HOMEREACH_STANDARD_MAX_AGE
            ? priced(age, HOMEREACH_BANDS.elderly, plan.elderlyPrice)
            : priced(age, HOMEREACH_BANDS.standard, plan.price);
        }),
      );
    case 'plan-type': {
      if (!planType) return refused(['planType'], PRICING_MESSAGES.planType);
      const band = ALLY_PLAN_TYPE_LABELS[planType];
      const typePrice = plan.planTypes[planType];
      if (planType === 'family') {
        const people = ages.map((age): PersonPrice => ({ status: 'in-family-price', age, band }));
        if (ages.length > FAMILY_MAX_BENEFICIARIES)
          return refused(['beneficiaries'], PRICING_MESSAGES.familySize, people);
        return { people, total: typePrice, refusal: null };
      }
      return withTotal(
        ages.map((age): PersonPrice => {
          if (planType !== 'geriatric') return priced(age, band, typePrice);
          if (age === null) return { status: 'needs-age', age };
          if (age < GERIATRIC_MIN_AGE)
            return { status: 'refused', age, message: PRICING_MESSAGES.geriatricAge };
          return priced(age, band, typePrice);
        }),
      );
    }
  }
}

/**
 * The age a date of birth gives on the coverage start, or null when it is not a date yet or falls after the start
 * (the order form refuses both; a price shown while typing waits for them).
 */
export function ageForPricing(dateOfBirth: string, coverageStart: string): number | null {
  if (!isCalendarDate(dateOfBirth) || !isCalendarDate(coverageStart)) return null;
  const age = ageOn(dateOfBirth, coverageStart);
  return age >= 0 ? age : null;
}

const priced = (age: number | null, band: string, price: Price): PersonPrice => ({
  status: 'priced',
  age,
  band,
  price,
});

const refused = (path: GroupRefusal['path'], message: string, people: PersonPrice[] = []): PeoplePrices => ({
  people,
  total: null,
  refusal: { path, message },
});

function withTotal(people: PersonPrice[]): PeoplePrices {
  let total: Price | null = ZERO_PRICE;
  for (const person of people) {
    total = person.status === 'priced' && total ? addPrices(total, person.price) : null;
  }
  return { people, total, refusal: null };
}
