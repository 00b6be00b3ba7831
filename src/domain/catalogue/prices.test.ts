import { describe, expect, it } from 'vitest';
import { formatNgn, formatUsd } from '../money';
import { ALL_PLANS, DETAIL_PAGE_PLAN_IDS, findPlan } from './catalogue';
import { PROVIDERS } from './providers';
import { ALLY_PLAN_TYPE_PRICES, HOMEREACH_ELDERLY_PRICES, PLAN_PRICES, TANGERINE_PRICES } from './prices';

const shown = (p: { usd: number; ngn: number }) => `${formatUsd(p.usd)} / ${formatNgn(p.ngn)}`;

describe('the yearly prices of spec 001 §9', () => {
  it.each([
    ['super', '$263 / ₦407,460'],
    ['zenith', '$461 / ₦714,118'],
    ['cadillac', '$789 / ₦1,223,383'],
    ['silver-global', '$1,118 / ₦1,734,290'],
    ['silver-africa', '$855 / ₦1,326,429'],
    ['homereach-tulip', '$180 / ₦279,594'],
    ['homereach-hazel', '$240 / ₦372,792'],
    ['homereach-ivy', '$360 / ₦559,188'],
    ['ally-partners-premium', '$1,200 / ₦1,800,000'],
    ['ally-partners-executive', '$1,500 / ₦2,250,000'],
    ['sapphire', '$1,654.97 / ₦2,570,000'],
    ['emerald', '$2,488.77 / ₦3,865,000'],
    ['ruby', '$3,499.90 / ₦5,435,000'],
  ] as const)('%s costs %s per person', (id, expected) => {
    expect(shown(PLAN_PRICES[id])).toBe(expected);
    expect(findPlan(id)?.price).toEqual(PLAN_PRICES[id]);
  });

  it.each([
    ['homereach-tulip', '$420 / ₦652,386'],
    ['homereach-hazel', '$600 / ₦931,980'],
    ['homereach-ivy', '$960 / ₦1,491,168'],
  ] as const)('%s costs %s for ages 66-75', (id, expected) => {
    expect(shown(HOMEREACH_ELDERLY_PRICES[id])).toBe(expected);
    const plan = findPlan(id);
    expect(plan?.pricing === 'age-banded' && plan.elderlyPrice).toEqual(HOMEREACH_ELDERLY_PRICES[id]);
  });

  it.each([
    ['ally-partners-premium', 'female-single', '$1,300 / ₦2,019,290'],
    ['ally-partners-premium', 'male-single', '$750 / ₦1,165,000'],
    ['ally-partners-premium', 'family', '$2,250 / ₦3,494,925'],
    ['ally-partners-premium', 'geriatric', '$900 / ₦1,397,700'],
    ['ally-partners-executive', 'female-single', '$2,500 / ₦3,883,250'],
    ['ally-partners-executive', 'male-single', '$1,620 / ₦2,517,930'],
    ['ally-partners-executive', 'family', '$3,720 / ₦5,776,476'],
    ['ally-partners-executive', 'geriatric', '$2,000 / ₦3,106,600'],
  ] as const)('%s as %s costs %s', (id, type, expected) => {
    expect(shown(ALLY_PLAN_TYPE_PRICES[id][type])).toBe(expected);
    const plan = findPlan(id);
    expect(plan?.pricing === 'plan-type' && plan.planTypes[type]).toEqual(ALLY_PLAN_TYPE_PRICES[id][type]);
  });

  it.each([
    ['tht-select', '$248 / ₦385,000'],
    ['classic', '$503 / ₦780,000'],
    ['plus-africa', '$806 / ₦1,250,000'],
  ] as const)('Tangerine %s costs %s: NGN / 1550, rounded to whole dollars', (id, expected) => {
    expect(shown(TANGERINE_PRICES[id])).toBe(expected);
    expect(findPlan(id)?.price).toEqual(TANGERINE_PRICES[id]);
  });
});

describe('the catalogue', () => {
  it('has five providers and sixteen plans with unique ids', () => {
    expect(PROVIDERS.map((provider) => provider.id)).toEqual([
      'homereach',
      'diaspora-uhms',
      'tangerine',
      'ally-partners',
      'venus',
    ]);
    expect(ALL_PLANS).toHaveLength(16);
    expect(new Set(ALL_PLANS.map((plan) => plan.id)).size).toBe(16);
  });

  it('has a detail page for the 13 known ids', () => {
    expect(DETAIL_PAGE_PLAN_IDS).toHaveLength(13);
    for (const id of DETAIL_PAGE_PLAN_IDS) expect(findPlan(id), id).toBeDefined();
  });
});

describe('the coverage highlights of spec 001 §9', () => {
  const highlightsOf = (id: string) => findPlan(id)!.highlights;

  it.each([
    ['super', 40],
    ['zenith', 60],
    ['cadillac', 80],
    ['silver-global', 100],
    ['silver-africa', 100],
    ['ally-partners-premium', 100],
    ['ally-partners-executive', 100],
  ] as const)('%s covers %i%% of emergency surgery', (id, share) => {
    expect(highlightsOf(id).emergencySurgeryShare).toBe(share);
  });

  it.each([
    ...(['super', 'zenith', 'cadillac', 'silver-global', 'silver-africa', 'homereach-tulip'] as const).map(
      (id) => [id, 6] as const,
    ),
    ['ally-partners-premium', 6],
    ['ally-partners-executive', 6],
    ['homereach-hazel', 3],
    ['sapphire', 3],
    ['emerald', 1],
  ] as const)('%s waits %i months for pre-existing conditions', (id, months) => {
    expect(highlightsOf(id).preExistingWaitMonths).toBe(months);
  });

  it('gives HomeReach its ICU and surgery caps and hospital tiers', () => {
    expect(
      ['homereach-tulip', 'homereach-hazel', 'homereach-ivy'].map((id) => highlightsOf(id)),
    ).toMatchObject([
      { icuCap: 'NGN 1,000,000', surgeryCap: 'NGN 500,000', hospitalTiers: 'Tiers 1-2' },
      { icuCap: 'NGN 1,500,000', surgeryCap: 'NGN 1,000,000', hospitalTiers: 'Tiers 1-3' },
      { icuCap: 'NGN 2,000,000', surgeryCap: 'NGN 2,500,000', hospitalTiers: 'Tiers 1-4' },
    ]);
  });

  it('gives Ally Partners its annual limits and caps', () => {
    expect(highlightsOf('ally-partners-premium')).toMatchObject({
      annualLimit: 'NGN 7,000,000',
      icuCap: '60% up to NGN 200,000',
      surgeryCap: 'NGN 350,000',
    });
    expect(highlightsOf('ally-partners-executive')).toMatchObject({
      annualLimit: 'NGN 10,000,000',
      icuCap: '70% up to NGN 350,000',
      surgeryCap: 'NGN 500,000',
    });
  });
});
