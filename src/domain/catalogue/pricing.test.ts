import { describe, expect, it } from 'vitest';
import { price } from '../money';
import { PRICING_MESSAGES, priceOrder, type PricingRequest } from './pricing';

const START = '2026-11-23';
/** A date of birth that makes someone `age` on the coverage start date. */
const bornAged = (age: number) => `${2026 - age}-11-23`;
const people = (...ages: number[]) => ages.map((age) => ({ dateOfBirth: bornAged(age) }));
const quote = (request: Partial<PricingRequest>) =>
  priceOrder({ planId: 'super', beneficiaries: people(30), coverageStart: START, ...request });
const totalOf = (request: Partial<PricingRequest>) => {
  const result = quote(request);
  if (!result.ok) throw new Error(result.error.message);
  return result.order.total;
};
const errorOf = (request: Partial<PricingRequest>) => {
  const result = quote(request);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('priceOrder', () => {
  it('multiplies the per-person price by the number of beneficiaries', () => {
    expect(totalOf({ planId: 'super', beneficiaries: people(30, 5, 61) })).toEqual(price(789, 1_222_380));
    expect(totalOf({ planId: 'sapphire', beneficiaries: people(40, 41) })).toEqual(
      price(3_309.94, 5_140_000),
    );
  });

  it('prices HomeReach by age on the coverage start: the standard price to 65, the elderly price 66-75', () => {
    expect(totalOf({ planId: 'homereach-tulip', beneficiaries: people(0, 65) })).toEqual(price(360, 559_188));
    expect(totalOf({ planId: 'homereach-tulip', beneficiaries: people(66, 75) })).toEqual(
      price(840, 1_304_772),
    );
    expect(totalOf({ planId: 'homereach-ivy', beneficiaries: people(30, 70) })).toEqual(
      price(1_320, 2_050_356),
    );
  });

  it('takes the age on the coverage start date, not today', () => {
    const turns66OnStart = [{ dateOfBirth: '1960-11-23' }];
    const turns66DayAfter = [{ dateOfBirth: '1960-11-24' }];
    expect(totalOf({ planId: 'homereach-hazel', beneficiaries: turns66OnStart })).toEqual(
      price(600, 931_980),
    );
    expect(totalOf({ planId: 'homereach-hazel', beneficiaries: turns66DayAfter })).toEqual(
      price(240, 372_792),
    );
  });

  it('refuses HomeReach beneficiaries older than 75, pointing at the person', () => {
    expect(errorOf({ planId: 'homereach-hazel', beneficiaries: people(40, 76) })).toEqual({
      path: ['beneficiaries', 1, 'dateOfBirth'],
      message: PRICING_MESSAGES.homeReachAge,
    });
    expect(PRICING_MESSAGES.homeReachAge).toBe('HomeReach plans cover ages 0-75');
  });

  it('needs a plan type for Ally Partners plans', () => {
    expect(errorOf({ planId: 'ally-partners-premium' })).toEqual({
      path: ['planType'],
      message: 'Please select a plan type',
    });
  });

  it('prices Ally Partners single and geriatric types per person', () => {
    const premium = { planId: 'ally-partners-premium' };
    expect(totalOf({ ...premium, planType: 'female-single', beneficiaries: people(30, 31) })).toEqual(
      price(2_600, 4_038_580),
    );
    expect(totalOf({ ...premium, planType: 'male-single', beneficiaries: people(30) })).toEqual(
      price(750, 1_165_000),
    );
    expect(totalOf({ ...premium, planType: 'geriatric', beneficiaries: people(60, 80) })).toEqual(
      price(1_800, 2_795_400),
    );
  });

  it('prices Family once for up to six beneficiaries, and refuses a seventh', () => {
    const family = { planId: 'ally-partners-executive', planType: 'family' as const };
    const result = quote({ ...family, beneficiaries: people(40, 38, 10, 8, 6, 2) });
    expect(result.ok && result.order).toMatchObject({
      total: price(3_720, 5_776_476),
      perBeneficiary: Array(6).fill(null),
    });
    expect(totalOf({ ...family, beneficiaries: people(40) })).toEqual(price(3_720, 5_776_476));
    expect(errorOf({ ...family, beneficiaries: people(40, 38, 10, 8, 6, 2, 1) })).toEqual({
      path: ['beneficiaries'],
      message: 'Family plans cover up to 6 beneficiaries',
    });
  });

  it('refuses Geriatric for anyone under 60', () => {
    expect(
      errorOf({ planId: 'ally-partners-executive', planType: 'geriatric', beneficiaries: people(70, 59) }),
    ).toEqual({
      path: ['beneficiaries', 1, 'dateOfBirth'],
      message: 'Geriatric plans cover ages 60 and over',
    });
  });

  it('prices Tangerine from NGN, with dollars at NGN / 1550 rounded, per person', () => {
    expect(totalOf({ planId: 'tht-select', beneficiaries: people(20, 21, 22) })).toEqual(
      price(744, 1_155_000),
    );
    expect(totalOf({ planId: 'plus-africa', beneficiaries: people(20) })).toEqual(price(806, 1_250_000));
  });

  it('refuses an unknown plan and an order without beneficiaries', () => {
    expect(errorOf({ planId: 'platinum' })).toEqual({ path: ['planId'], message: 'Plan not found' });
    expect(errorOf({ beneficiaries: [] })).toEqual({
      path: ['beneficiaries'],
      message: 'Please add at least one beneficiary',
    });
  });

  it('lists each beneficiary’s own price', () => {
    const result = quote({ planId: 'homereach-tulip', beneficiaries: people(10, 70) });
    expect(result.ok && result.order.perBeneficiary).toEqual([price(180, 279_594), price(420, 652_386)]);
  });
});
