import { describe, expect, it } from 'vitest';
import { addPrices, price } from '../money';
import { findPlan } from './catalogue';
import { ALLY_PLAN_TYPE_PRICES, HOMEREACH_ELDERLY_PRICES, PLAN_PRICES } from './prices';
import { ageForPricing, pricePeople, PRICING_MESSAGES } from './price-people';
import { priceOrder } from './pricing';
import type { AllyPlanType } from './types';

const plan = (id: string) => findPlan(id)!;

describe('pricePeople', () => {
  it('gives each person of a flat-priced plan the plan price, at any age or none yet', () => {
    expect(pricePeople(plan('super'), null, [70, null])).toEqual({
      people: [
        { status: 'priced', age: 70, band: 'All ages', price: PLAN_PRICES.super },
        { status: 'priced', age: null, band: 'All ages', price: PLAN_PRICES.super },
      ],
      total: price(526, 814_920),
      refusal: null,
    });
  });

  it('puts each HomeReach person in their age band: the issue’s parents of 70 and 68 cost $600 each', () => {
    const { people, total } = pricePeople(plan('homereach-hazel'), null, [70, 68]);
    expect(people).toEqual([
      { status: 'priced', age: 70, band: 'Ages 66-75', price: HOMEREACH_ELDERLY_PRICES['homereach-hazel'] },
      { status: 'priced', age: 68, band: 'Ages 66-75', price: HOMEREACH_ELDERLY_PRICES['homereach-hazel'] },
    ]);
    expect(total).toEqual(price(1_200, 1_863_960));
    expect(
      pricePeople(plan('homereach-hazel'), null, [0, 65]).people.map((p) => p.status === 'priced' && p.band),
    ).toEqual(['Ages 0-65', 'Ages 0-65']);
  });

  it('says an age outside the HomeReach bands is refused, and gives no total', () => {
    const result = pricePeople(plan('homereach-ivy'), null, [40, 76]);
    expect(result.people[1]).toEqual({ status: 'refused', age: 76, message: PRICING_MESSAGES.homeReachAge });
    expect(result.people[0]).toMatchObject({ status: 'priced', band: 'Ages 0-65' });
    expect(result.total).toBeNull();
  });

  it('waits for an age the price depends on, without a total', () => {
    const result = pricePeople(plan('homereach-tulip'), null, [40, null]);
    expect(result.people[1]).toEqual({ status: 'needs-age', age: null });
    expect(result.total).toBeNull();
    expect(pricePeople(plan('ally-partners-premium'), 'geriatric', [null]).total).toBeNull();
  });

  it('bands Ally Partners people by plan type; Family is one price for up to six, in any ages', () => {
    const premium = plan('ally-partners-premium');
    const prices = ALLY_PLAN_TYPE_PRICES['ally-partners-premium'];
    expect(pricePeople(premium, 'female-single', [30, 31])).toMatchObject({
      people: [{ band: 'Female Single' }, { band: 'Female Single' }],
      total: addPrices(prices['female-single'], prices['female-single']),
    });
    expect(pricePeople(premium, 'family', [40, null, 3])).toEqual({
      people: [40, null, 3].map((age) => ({ status: 'in-family-price', age, band: 'Family' })),
      total: prices.family,
      refusal: null,
    });
    const seven = pricePeople(premium, 'family', [1, 2, 3, 4, 5, 6, 7]);
    expect(seven.total).toBeNull();
    expect(seven.people).toHaveLength(7);
    expect(seven.refusal).toEqual({
      path: ['beneficiaries'],
      message: 'Family plans cover up to 6 beneficiaries',
    });
  });

  it('refuses Geriatric for anyone under 60, naming the person', () => {
    const result = pricePeople(plan('ally-partners-executive'), 'geriatric', [70, 59]);
    expect(result.people).toEqual([
      {
        status: 'priced',
        age: 70,
        band: 'Geriatric (60+)',
        price: ALLY_PLAN_TYPE_PRICES['ally-partners-executive'].geriatric,
      },
      { status: 'refused', age: 59, message: 'Geriatric plans cover ages 60 and over' },
    ]);
    expect(result.total).toBeNull();
  });

  it('refuses an Ally Partners plan without a type, and nobody at all', () => {
    expect(pricePeople(plan('ally-partners-premium'), null, [30]).refusal).toEqual({
      path: ['planType'],
      message: 'Please select a plan type',
    });
    expect(pricePeople(plan('super'), null, []).refusal?.message).toBe('Please add at least one beneficiary');
  });

  it('totals what priceOrder charges for the same people, on every plan and type', () => {
    const start = '2026-11-25';
    const born = ['1956-03-02', '1958-12-30', '1990-11-25', '2020-01-01'];
    const types: Array<AllyPlanType | null> = [null, 'female-single', 'male-single', 'family', 'geriatric'];
    for (const id of Object.keys(PLAN_PRICES)) {
      for (const type of types) {
        const order = priceOrder({
          planId: id,
          planType: type,
          beneficiaries: born.map((d) => ({ dateOfBirth: d })),
          coverageStart: start,
        });
        const ages = born.map((dateOfBirth) => ageForPricing(dateOfBirth, start));
        expect(pricePeople(plan(id), type, ages).total).toEqual(order.ok ? order.order.total : null);
      }
    }
  });
});

describe('ageForPricing', () => {
  it('is the age on the coverage start, or null for a date still being typed or after the start', () => {
    expect(ageForPricing('1956-11-25', '2026-11-25')).toBe(70);
    expect(ageForPricing('1956-11-26', '2026-11-25')).toBe(69);
    expect(ageForPricing('1956-11', '2026-11-25')).toBeNull();
    expect(ageForPricing('', '2026-11-25')).toBeNull();
    expect(ageForPricing('2026-11-26', '2026-11-25')).toBeNull();
    expect(ageForPricing('2026-11-25', '2026-11-25')).toBe(0);
  });
});
