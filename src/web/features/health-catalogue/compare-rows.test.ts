import { describe, expect, it } from 'vitest';
import { findPlan } from '@/domain/catalogue/catalogue';
import { COMPARE_ROWS, formatShare, formatWait, NOT_STATED } from './compare-rows';

const row = (label: string) => {
  const found = COMPARE_ROWS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
};
const plan = (id: string) => {
  const found = findPlan(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe('compare rows', () => {
  it('formats shares and waiting periods', () => {
    expect(formatShare(40)).toBe('40%');
    expect(formatShare(null)).toBe(NOT_STATED);
    expect(formatWait(1)).toBe('After 1 month');
    expect(formatWait(6)).toBe('After 6 months');
    expect(formatWait(null)).toBe(NOT_STATED);
  });

  it('reads the spec figures from the plans', () => {
    expect(row('Emergency surgery covered').value(plan('super'))).toBe('40%');
    expect(row('Pre-existing conditions covered').value(plan('emerald'))).toBe('After 1 month');
    expect(row('Hospital tiers').value(plan('homereach-hazel'))).toBe('Tiers 1-3');
    expect(row('Annual limit').value(plan('ally-partners-executive'))).toBe('NGN 10,000,000');
  });

  it("says 'Not stated' where a plan does not say", () => {
    expect(
      row('ICU cap').value({ ...plan('ruby'), highlights: { ...plan('ruby').highlights, icuCap: null } }),
    ).toBe(NOT_STATED);
  });
});
