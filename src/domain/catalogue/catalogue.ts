import { ALLY_PARTNERS_PLANS } from './plans/ally-partners';
import { DIASPORA_UHMS_PLANS } from './plans/diaspora-uhms';
import { HOMEREACH_PLANS } from './plans/homereach';
import { TANGERINE_PLANS } from './plans/tangerine';
import { VENUS_PLANS } from './plans/venus';
import { findProvider } from './providers';
import type { HealthPlan, PlanWithBenefitGroups, ProviderId } from './types';

/** Every plan that can be bought, from all five providers. */
export const ALL_PLANS: readonly HealthPlan[] = [
  ...HOMEREACH_PLANS,
  ...DIASPORA_UHMS_PLANS,
  ...TANGERINE_PLANS,
  ...ALLY_PARTNERS_PLANS,
  ...VENUS_PLANS,
];

const PLANS_BY_ID = new Map(ALL_PLANS.map((plan) => [plan.id, plan]));

export function findPlan(id: string | null | undefined): HealthPlan | undefined {
  return id ? PLANS_BY_ID.get(id) : undefined;
}

export function plansOf(providerId: ProviderId): HealthPlan[] {
  return ALL_PLANS.filter((plan) => plan.providerId === providerId);
}

/**
 * The 13 plans with a detail page (spec 001 §2 "Known ids"); Tangerine plans show their full benefits on their
 * provider page instead.
 */
export const DETAIL_PAGE_PLAN_IDS = [
  'super',
  'zenith',
  'cadillac',
  'silver-global',
  'silver-africa',
  'homereach-tulip',
  'homereach-hazel',
  'homereach-ivy',
  'ally-partners-premium',
  'ally-partners-executive',
  'sapphire',
  'emerald',
  'ruby',
] as const;

export function findDetailPagePlan(id: string | null | undefined): PlanWithBenefitGroups | undefined {
  const plan = findPlan(id);
  return plan && plan.pricing !== 'ngn-converted' ? plan : undefined;
}

/** Ally Partners plans need a plan type (DECISIONS 15; the spec's "smathealth"). */
export function needsPlanType(planId: string): boolean {
  return planId.startsWith('ally-partners-');
}

/** The plan with its provider, e.g. 'Venus Medicare Zenith': plan names alone repeat across providers' styles. */
export function planFullName(plan: HealthPlan): string {
  return `${findProvider(plan.providerId).name} ${plan.name}`;
}
