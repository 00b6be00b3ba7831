import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/application-view';
import { formatNgn } from '../money';
import { sequenceReference } from '../sequence-reference';
import { PREMIUM_BASES } from './funeral-premium';

/** Funeral cash plans (spec 001 §3), paid by a monthly premium (docs/decisions/054). Amounts are minor units. */
export const FUNERAL_PLAN_TYPES = [
  'member_nucleus',
  'single_parent',
  'family',
  'additional_family',
  'additional_life',
] as const;
export type FuneralPlanType = (typeof FUNERAL_PLAN_TYPES)[number];

export const FUNERAL_PLAN_TYPE_INFO: Record<FuneralPlanType, { label: string; description: string }> = {
  member_nucleus: {
    label: 'Member & Nucleus Family Plan',
    description: 'Basic coverage for you and your immediate family',
  },
  single_parent: { label: 'Single Parent Plan', description: 'Includes up to 2 children under 21' },
  family: { label: 'Family Plan', description: 'Couples and up to 4 children under 21' },
  additional_family: {
    label: 'Additional Family Members Plan',
    description: 'Cover for parents, siblings and other relatives you name',
  },
  additional_life: { label: 'Additional Life Plan', description: 'Includes extra benefits' },
};

/** Waiting periods, stated before anyone applies (DECISIONS 23; issue: 6 months natural, none accidental). */
export const FUNERAL_WAITING_PERIODS = {
  naturalDeathMonths: 6,
  accidentalDeathMonths: 0,
} as const;

/** What a plan offers, which an application keeps as it was when made. Amounts are minor units. */
export const FuneralPlanTermsSchema = z.object({
  planType: z.enum(FUNERAL_PLAN_TYPES),
  coverageAmountUsd: z.int(),
  coverageAmountNgn: z.int(),
  monthlyPriceUsd: z.int(),
  monthlyPriceNgn: z.int(),
});

export const FuneralPlanViewSchema = FuneralPlanTermsSchema.extend({
  id: z.string(),
  /** The insurer that carries the risk and pays claims; sample names on the sample plans. */
  underwriter: z.string(),
  /** The ages, in whole years, at which a person can be covered by this plan (both included). */
  minEntryAge: z.int(),
  maxEntryAge: z.int(),
  /** Seeded sample data (DECISIONS 24), shown as such until real plans replace it. */
  sample: z.boolean(),
}).meta({ id: 'FuneralPlanView' });
export type FuneralPlanView = z.infer<typeof FuneralPlanViewSchema>;

/**
 * A funeral application as its owner sees it right after applying. The cover is the plan's, snapshotted; the
 * monthly price is the premium stated for the people on it (docs/decisions/054), `premiumBasis` and
 * `premiumPeople` say how it was counted.
 */
export const FuneralApplicationViewSchema = FuneralPlanTermsSchema.extend({
  id: z.string(),
  premiumBasis: z.enum(PREMIUM_BASES),
  premiumPeople: z.int(),
  /** Quoted as the bank-transfer reference. */
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
}).meta({ id: 'FuneralApplicationView' });
export type FuneralApplicationView = z.infer<typeof FuneralApplicationViewSchema>;

/** A plan's age limits as shown: 'Ages 18 to 65'. */
export function entryAgesLabel(plan: { minEntryAge: number; maxEntryAge: number }): string {
  return `Ages ${plan.minEntryAge} to ${plan.maxEntryAge}`;
}

/** How an application names its plan in 'My Orders': 'Family Plan, ₦1,000,000 cover'. */
export function funeralPlanTitle(planType: FuneralPlanType, coverageAmountNgn: number): string {
  return `${FUNERAL_PLAN_TYPE_INFO[planType].label}, ${formatNgn(coverageAmountNgn)} cover`;
}

// Funeral applications' own offset in the permutation, away from the orders' and the property applications'.
const REFERENCE_OFFSET = 2_190_433_778_711n;

/**
 * 'FA' and 8 characters of the reference alphabet made from a value of `funeral_application_reference_seq`, as order
 * confirmation numbers are (docs/decisions/018).
 */
export function funeralApplicationReference(sequenceValue: bigint): string {
  return sequenceReference('FA', REFERENCE_OFFSET, sequenceValue);
}
