import { describe, expect, it } from 'vitest';
import {
  applicationPremium,
  funeralPremium,
  premiumBreakdown,
  premiumUnitSuffix,
  viewedPremium,
} from './funeral-premium';

const plan = (planType: Parameters<typeof funeralPremium>[0]['planType']) => ({
  planType,
  monthlyPriceUsd: 1000,
  monthlyPriceNgn: 1_500_000,
});

describe('funeralPremium', () => {
  it('prices a family plan once, however many people it covers', () => {
    for (const type of ['member_nucleus', 'single_parent', 'family'] as const) {
      const premium = funeralPremium(plan(type), 0);
      expect(premium).toEqual({ basis: 'per_family', people: 1, monthly: { usd: 1000, ngn: 1_500_000 } });
    }
  });

  it('prices each person named on the additional family plan: a second parent doubles it', () => {
    expect(funeralPremium(plan('additional_family'), 1).monthly).toEqual({ usd: 1000, ngn: 1_500_000 });
    expect(funeralPremium(plan('additional_family'), 2)).toEqual({
      basis: 'per_person',
      people: 2,
      monthly: { usd: 2000, ngn: 3_000_000 },
    });
    expect(funeralPremium(plan('additional_family'), 4).monthly.ngn).toBe(6_000_000);
  });

  it('counts at least one person on a per-person plan, before anyone is named', () => {
    expect(funeralPremium(plan('additional_life'), 0).people).toBe(1);
  });
});

describe('applicationPremium', () => {
  it('reads the basis and people back from an application that kept the stated premium', () => {
    const premium = applicationPremium({
      planType: 'additional_family',
      monthlyPriceUsd: 3000,
      monthlyPriceNgn: 4_500_000,
      coveredPeople: [{ role: 'other' }, { role: 'other' }, { role: 'other' }],
    });
    expect(premium).toEqual({ basis: 'per_person', people: 3, monthly: { usd: 3000, ngn: 4_500_000 } });
  });

  it('ignores a spouse and children on a family plan', () => {
    const premium = applicationPremium({
      ...plan('family'),
      coveredPeople: [{ role: 'spouse' }, { role: 'child' }, { role: 'child' }],
    });
    expect(premium.people).toBe(1);
  });
});

describe('how the premium is said', () => {
  it('names the unit on plan cards', () => {
    expect(premiumUnitSuffix('per_family')).toBe('/ month per family');
    expect(premiumUnitSuffix('per_person')).toBe('/ month per person');
  });

  it('shows the unit and the people counted', () => {
    const view = {
      premiumBasis: 'per_person' as const,
      premiumPeople: 2,
      monthlyPriceUsd: 2000,
      monthlyPriceNgn: 3_000_000,
    };
    expect(premiumBreakdown(viewedPremium(view))).toBe('₦15,000 per person × 2 people');
    expect(premiumBreakdown(funeralPremium(plan('additional_life'), 1))).toBe(
      '₦15,000 per person × 1 person',
    );
    expect(premiumBreakdown(funeralPremium(plan('family'), 0))).toBe(
      '₦15,000 per family: the same for everyone the plan covers',
    );
  });
});
