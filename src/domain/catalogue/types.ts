import type { Price } from '../money';
import type { NigerianState } from '../property/nigerian-locations';

export const PROVIDER_IDS = ['homereach', 'diaspora-uhms', 'tangerine', 'ally-partners', 'venus'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export interface Provider {
  id: ProviderId;
  name: string;
  /** The insurer or administrator behind the plans, shown under the name. */
  insurer: string;
  description: string;
  features: string[];
  /** The first four providers are featured on the options page (spec 001 §2). */
  featured: boolean;
  /** The full provider (hospital) list document, opened in a new tab. */
  providerListUrl: string | null;
}

export interface BenefitGroups {
  emergency: string[];
  outpatient: string[];
  inpatient: string[];
  maternity: string[];
  preventive: string[];
}
export const BENEFIT_GROUPS = ['emergency', 'outpatient', 'inpatient', 'maternity', 'preventive'] as const;

export interface Hospital {
  name: string;
  /** The address line shown, e.g. 'Ikeja GRA, Lagos'. */
  location: string;
  /** A Nigerian state or the FCT (src/domain/property/nigerian-locations.ts); null for a hospital abroad. */
  state: NigerianState | null;
  /** One of the state's towns, or the city abroad. */
  town: string;
  country: string;
  serviceType?: string;
}

export interface HospitalTier {
  tier: string;
  hospitals: Hospital[];
}

/**
 * The figures the compare page lines up side by side. Text where the spec gives a cap or a range, null where the
 * plan does not say.
 */
export interface PlanHighlights {
  /** Overall yearly limit, e.g. 'NGN 7,000,000'. */
  annualLimit: string | null;
  /** Share of emergency surgery costs covered, in percent. */
  emergencySurgeryShare: number | null;
  icuCap: string | null;
  surgeryCap: string | null;
  preExistingWaitMonths: number | null;
  /** Hospital tiers the plan opens, e.g. 'Tiers 1-3'. */
  hospitalTiers: string | null;
  maternity: string | null;
}

interface PlanBase {
  id: string;
  providerId: ProviderId;
  name: string;
  description: string;
  /** The per-person yearly price shown on cards: the standard (youngest) price where prices vary. */
  price: Price;
  features: string[];
  exclusions: string[];
  /** Sample entries, not the insurer's full list: the data says so (hospitalListIsSample). */
  hospitalNetwork: HospitalTier[];
  hospitalListIsSample: boolean;
  highlights: PlanHighlights;
  /** Drawn out on its provider's page: Emerald, Zenith, and the HomeReach card flagged by the insurer. */
  highlighted: boolean;
}

export interface StandardPlan extends PlanBase {
  pricing: 'flat';
  benefits: BenefitGroups;
}

export const HOMEREACH_STANDARD_MAX_AGE = 65;
export const HOMEREACH_MAX_AGE = 75;

export interface HomeReachPlan extends PlanBase {
  pricing: 'age-banded';
  benefits: BenefitGroups;
  /** Ages 66-75; `price` is the 0-65 price. */
  elderlyPrice: Price;
  /** e.g. 'Tier 1 - 2'. */
  hospitalAccess: string;
  /** A short highlight line on the card, e.g. 'Best value'. */
  highlight: string;
}

export const ALLY_PLAN_TYPES = ['female-single', 'male-single', 'family', 'geriatric'] as const;
export type AllyPlanType = (typeof ALLY_PLAN_TYPES)[number];
export const ALLY_PLAN_TYPE_LABELS: Record<AllyPlanType, string> = {
  'female-single': 'Female Single',
  'male-single': 'Male Single',
  family: 'Family',
  geriatric: 'Geriatric (60+)',
};
export const FAMILY_MAX_BENEFICIARIES = 6;
export const GERIATRIC_MIN_AGE = 60;

export interface AllyPartnersPlan extends PlanBase {
  pricing: 'plan-type';
  benefits: BenefitGroups;
  planTypes: Record<AllyPlanType, Price>;
}

export interface BenefitCategory {
  category: string;
  details: string[];
}

export interface TangerinePlan extends PlanBase {
  pricing: 'ngn-converted';
  regionCover: string;
  benefitCategories: BenefitCategory[];
}

export type HealthPlan = StandardPlan | HomeReachPlan | AllyPartnersPlan | TangerinePlan;
export type PlanWithBenefitGroups = Exclude<HealthPlan, TangerinePlan>;
