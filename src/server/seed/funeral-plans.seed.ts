import { FUNERAL_PLAN_TYPES, type FuneralPlanType } from '../../domain/funeral/funeral-plan';
import { toMinor } from '../../domain/money';
import { addFuneralPlans, type NewFuneralPlan } from '../modules/funeral';
import type { SampleDataSeeder } from './sample-data-seeder';

/** The naira rate the spec uses for its dollar prices (spec 001 §9). */
const NGN_PER_USD = 1550;
/** Sample cover amounts in naira. */
const COVERAGE_NGN = [500_000, 1_000_000, 2_000_000, 5_000_000] as const;
/** Sample monthly premium: 0.6% of the cover for one person, times how much each plan type covers. */
const MONTHLY_RATE = 0.006;
const PEOPLE_FACTOR: Record<FuneralPlanType, number> = {
  additional_life: 1.2, // one named person, with extra benefits
  single_parent: 1.3, // a parent and up to 2 children
  member_nucleus: 1.6, // member, optional spouse, up to 2 children
  family: 2, // a couple and up to 4 children
  additional_family: 2.5, // up to 4 named relatives, often older
};

/**
 * Sample underwriters and joining ages per plan type, marked as samples where the real ones are not known yet;
 * migration 0012 gives plans seeded before it the same values.
 */
export const SAMPLE_PLAN_TERMS: Record<
  FuneralPlanType,
  { underwriter: string; minEntryAge: number; maxEntryAge: number }
> = {
  member_nucleus: { underwriter: 'Harbour Life Assurance (Sample)', minEntryAge: 18, maxEntryAge: 65 },
  single_parent: { underwriter: 'Harbour Life Assurance (Sample)', minEntryAge: 18, maxEntryAge: 65 },
  family: { underwriter: 'Harbour Life Assurance (Sample)', minEntryAge: 18, maxEntryAge: 65 },
  additional_family: { underwriter: 'Crescent Mutual Life (Sample)', minEntryAge: 0, maxEntryAge: 85 },
  additional_life: { underwriter: 'Crescent Mutual Life (Sample)', minEntryAge: 18, maxEntryAge: 75 },
};

/** Clearly-marked sample plans (DECISIONS 24): five types at four cover amounts, priced in naira. */
export function sampleFuneralPlans(): NewFuneralPlan[] {
  return FUNERAL_PLAN_TYPES.flatMap((planType) =>
    COVERAGE_NGN.map((coverage) => {
      // Premiums round to ₦50, as a provider's price list would.
      const monthlyNgn = Math.round((coverage * MONTHLY_RATE * PEOPLE_FACTOR[planType]) / 50) * 50;
      return {
        planType,
        coverageAmountNgn: toMinor(coverage),
        coverageAmountUsd: toMinor(Math.round(coverage / NGN_PER_USD)),
        monthlyPriceNgn: toMinor(monthlyNgn),
        monthlyPriceUsd: Math.round(toMinor(monthlyNgn) / NGN_PER_USD),
        ...SAMPLE_PLAN_TERMS[planType],
        sample: true,
      };
    }),
  );
}

export const funeralPlansSeeder: SampleDataSeeder = {
  name: 'funeral-plans',
  seed: async (tx) => {
    await addFuneralPlans(tx, sampleFuneralPlans());
  },
};
