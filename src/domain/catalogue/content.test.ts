import { describe, expect, it } from 'vitest';
import { ALL_PLANS, findPlan, plansOf } from './catalogue';
import { PROVIDERS } from './providers';
import { BENEFIT_GROUPS, PROVIDER_IDS, type HealthPlan } from './types';

/** Every line a buyer can read about a plan, lower-cased for matching. */
function textOf(plan: HealthPlan): string {
  const benefits =
    plan.pricing === 'ngn-converted'
      ? plan.benefitCategories.flatMap((category) => [category.category, ...category.details])
      : BENEFIT_GROUPS.flatMap((group) => plan.benefits[group]);
  return [plan.description, ...plan.features, ...benefits].join('\n').toLowerCase();
}
const hospitalsOf = (plan: HealthPlan) => plan.hospitalNetwork.flatMap((tier) => tier.hospitals);
/** 'Tier 1' → 1, 'Tiers 1-3 and Africa partners' → 3, 'Tier 1 - 4' → 4. */
const topTier = (range: string) => Number(/^Tiers? 1(?:\s*-\s*(\d))?/.exec(range)?.[1] ?? 1);
const tierNames = (top: number) => Array.from({ length: top }, (_, index) => `Tier ${index + 1}`);
const numberedTiers = (plan: HealthPlan) =>
  plan.hospitalNetwork.map((tier) => tier.tier).filter((name) => /^Tier \d$/.test(name));
const byPrice = (plans: HealthPlan[]) => [...plans].sort((a, b) => a.price.ngn - b.price.ngn);

describe('providers', () => {
  it.each(PROVIDERS.map((provider) => [provider.name, provider] as const))(
    '%s has a description and 3-4 features',
    (_, provider) => {
      expect(provider.description).toMatch(/^[A-Z].*\.$/);
      expect(provider.features.length).toBeGreaterThanOrEqual(3);
      expect(provider.features.length).toBeLessThanOrEqual(4);
      for (const feature of provider.features) expect(feature.trim()).not.toBe('');
    },
  );

  it('links a sample provider list for exactly the providers whose page shows one', () => {
    const withList = PROVIDERS.filter((provider) => provider.providerListUrl).map((provider) => provider.id);
    expect(withList).toEqual(['homereach', 'diaspora-uhms', 'venus']);
    for (const provider of PROVIDERS.filter((candidate) => candidate.providerListUrl))
      expect(provider.providerListUrl).toMatch(/^https:\/\/[a-z.]+\.example\//);
  });

  it('names the insurer behind HomeReach', () => {
    const homereach = PROVIDERS.find((provider) => provider.id === 'homereach')!;
    expect(homereach.insurer).toMatch(/^HomeReach plan by [A-Z]\w+ \w+/);
    expect(homereach.description).toContain(homereach.insurer.replace('HomeReach plan by ', ''));
  });
});

describe.each(ALL_PLANS.map((plan) => [plan.id, plan] as const))('plan %s', (_, plan) => {
  it('has a one-sentence description and 4-6 distinct features', () => {
    expect(plan.description).toMatch(/^[A-Z].*[^.]\.$/);
    expect(plan.description).not.toMatch(/\.\s/);
    expect(plan.features.length).toBeGreaterThanOrEqual(4);
    expect(plan.features.length).toBeLessThanOrEqual(6);
    expect(new Set(plan.features).size).toBe(plan.features.length);
  });

  it('lists its benefits in full', () => {
    if (plan.pricing === 'ngn-converted') {
      expect(plan.benefitCategories.length).toBeGreaterThanOrEqual(5);
      expect(plan.benefitCategories.length).toBeLessThanOrEqual(7);
      for (const { category, details } of plan.benefitCategories) {
        expect(category).not.toBe('');
        expect(details.length, category).toBeGreaterThanOrEqual(2);
        expect(details.length, category).toBeLessThanOrEqual(5);
      }
    } else {
      for (const group of BENEFIT_GROUPS) {
        expect(plan.benefits[group].length, group).toBeGreaterThanOrEqual(3);
        expect(plan.benefits[group].length, group).toBeLessThanOrEqual(6);
      }
    }
  });

  it('lists 4-6 exclusions, cosmetic surgery among them', () => {
    expect(plan.exclusions.length).toBeGreaterThanOrEqual(4);
    expect(plan.exclusions.length).toBeLessThanOrEqual(6);
    expect(plan.exclusions).toContain('Cosmetic and aesthetic surgery');
  });

  it('has a sample hospital list of 8-20 distinct hospitals, except Diaspora UHMS, which has none', () => {
    const hospitals = hospitalsOf(plan);
    if (plan.providerId === 'diaspora-uhms') {
      expect(hospitals).toEqual([]);
      expect(plan.hospitalListIsSample).toBe(false);
      return;
    }
    expect(plan.hospitalListIsSample).toBe(true);
    expect(hospitals.length).toBeGreaterThanOrEqual(8);
    expect(hospitals.length).toBeLessThanOrEqual(20);
    expect(new Set(hospitals.map((hospital) => hospital.name)).size).toBe(hospitals.length);
    for (const hospital of hospitals) expect(hospital.location, hospital.name).toBeTruthy();
    for (const tier of plan.hospitalNetwork) expect(tier.hospitals.length, tier.tier).toBeGreaterThan(0);
  });

  it('states in its text every figure its highlights claim', () => {
    const { highlights } = plan;
    const text = textOf(plan);
    for (const figure of [
      highlights.annualLimit,
      highlights.icuCap,
      highlights.surgeryCap,
      highlights.maternity,
    ])
      if (figure) expect(text).toContain(figure.toLowerCase());
    const statedShares = [...text.matchAll(/emergency surgery covered at (\d+)%/g)].map((match) =>
      Number(match[1]),
    );
    if (highlights.emergencySurgeryShare === null) expect(statedShares).toEqual([]);
    else {
      expect(statedShares.length).toBeGreaterThan(0);
      for (const share of statedShares) expect(share).toBe(highlights.emergencySurgeryShare);
    }
    if (highlights.preExistingWaitMonths !== null)
      expect(text).toMatch(
        new RegExp(`pre-existing conditions.* after ${highlights.preExistingWaitMonths} month`),
      );
  });

  it('opens the numbered hospital tiers its highlights name', () => {
    if (plan.highlights.hospitalTiers === null) expect(numberedTiers(plan)).toEqual([]);
    else expect(numberedTiers(plan)).toEqual(tierNames(topTier(plan.highlights.hospitalTiers)));
  });
});

describe('HomeReach', () => {
  it.each([
    ['homereach-tulip', 2, 'Essential cover'],
    ['homereach-hazel', 3, 'Recommended'],
    ['homereach-ivy', 4, 'Comprehensive'],
  ] as const)('%s groups its hospitals in Tiers 1-%i, as its hospital access says', (id, top, highlight) => {
    const plan = findPlan(id);
    if (plan?.pricing !== 'age-banded') throw new Error(`${id} is not a HomeReach plan`);
    expect(topTier(plan.hospitalAccess)).toBe(top);
    expect(plan.hospitalNetwork.map((tier) => tier.tier)).toEqual(tierNames(top));
    expect(plan.highlight).toBe(highlight);
  });
});

describe('the figures of spec 001 §9 in the plans’ own words', () => {
  const allyExtras = [
    'dental emergency up to ngn 50,000',
    'routine dental and orthodontics up to ngn 150,000',
    'frames up to ngn 40,000 every 2 years',
    'lenses up to ngn 50,000',
    'normal delivery 100% after a 10-month wait',
    'psychiatric care covered at 50-70%',
    'rehabilitation covered at 100% for up to 30 days',
  ];

  it.each([
    ['super', ['emergency surgery covered at 40%', '42 admission days', '10 physiotherapy sessions']],
    ['zenith', ['emergency surgery covered at 60%', '15 physiotherapy sessions']],
    ['cadillac', ['emergency surgery covered at 80%']],
    ['silver-global', ['emergency surgery covered at 100%']],
    ['silver-africa', ['emergency surgery covered at 100%']],
    ['homereach-tulip', ['icu care up to ngn 1,000,000', 'surgery up to ngn 500,000', 'tier 1 and tier 2']],
    [
      'homereach-hazel',
      ['icu care up to ngn 1,500,000', 'surgery up to ngn 1,000,000', 'neonatal care up to ngn 1,500,000'],
    ],
    [
      'homereach-ivy',
      ['icu care up to ngn 2,000,000', 'surgery up to ngn 2,500,000', 'neonatal care up to ngn 2,000,000'],
    ],
    [
      'ally-partners-premium',
      [
        'annual limit ngn 7,000,000',
        'emergency surgery covered at 100%',
        'ambulance covered at 100%',
        'icu covered at 60% up to ngn 200,000',
        'surgeries up to ngn 350,000',
        'up to ngn 20,000 per session',
        ...allyExtras,
      ],
    ],
    [
      'ally-partners-executive',
      [
        'annual limit ngn 10,000,000',
        'emergency surgery covered at 100%',
        'ambulance covered at 100%',
        'icu covered at 70% up to ngn 350,000',
        'surgeries up to ngn 500,000',
        'organ transplant up to ngn 8,000,000 lifetime',
        'up to ngn 30,000 per session',
        ...allyExtras,
      ],
    ],
  ] as const)('%s states its figures', (id, figures) => {
    const text = textOf(findPlan(id)!);
    for (const figure of figures) expect(text).toContain(figure);
  });

  it.each([
    ...['super', 'zenith', 'cadillac', 'silver-global', 'silver-africa'].map((id) => [id, 6] as const),
    ['homereach-tulip', 6],
    ['ally-partners-premium', 6],
    ['ally-partners-executive', 6],
    ['homereach-hazel', 3],
    ['sapphire', 3],
    ['emerald', 1],
  ] as const)('%s covers pre-existing conditions after %i months', (id, months) => {
    expect(textOf(findPlan(id)!)).toMatch(new RegExp(`pre-existing conditions.* after ${months} month`));
  });
});

describe('a dearer plan of the same provider is visibly better', () => {
  it.each(PROVIDER_IDS.map((id) => [id]))('%s', (providerId) => {
    const plans = byPrice(plansOf(providerId));
    for (const [cheaper, dearer] of plans.slice(1).map((plan, index) => [plans[index]!, plan] as const)) {
      const pair = `${cheaper.id} → ${dearer.id}`;
      expect(hospitalsOf(dearer).length, pair).toBeGreaterThanOrEqual(hospitalsOf(cheaper).length);
      expect(dearer.exclusions.length, pair).toBeLessThanOrEqual(cheaper.exclusions.length);
      expect(dearer.highlights.emergencySurgeryShare ?? 0, pair).toBeGreaterThanOrEqual(
        cheaper.highlights.emergencySurgeryShare ?? 0,
      );
      expect(dearer.highlights.preExistingWaitMonths ?? 12, pair).toBeLessThanOrEqual(
        cheaper.highlights.preExistingWaitMonths ?? 12,
      );
    }
  });
});
