import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { MAX_COMPARED_PLANS, parseCompareQuery, togglePlan } from './compare-selection';

describe('parseCompareQuery', () => {
  it('reads known plan ids in the order given', () => {
    expect(parseCompareQuery('super,emerald,homereach-ivy')).toEqual({
      planIds: ['super', 'emerald', 'homereach-ivy'],
      overflow: false,
    });
  });

  it('is empty without a query', () => {
    expect(parseCompareQuery(null)).toEqual({ planIds: [], overflow: false });
    expect(parseCompareQuery('')).toEqual({ planIds: [], overflow: false });
  });

  it('drops unknown ids, blanks and repeats', () => {
    expect(parseCompareQuery('super,,nope, zenith ,super').planIds).toEqual(['super', 'zenith']);
  });

  it('keeps the first four and says more were asked for', () => {
    expect(parseCompareQuery('super,zenith,cadillac,ruby,emerald')).toEqual({
      planIds: ['super', 'zenith', 'cadillac', 'ruby'],
      overflow: true,
    });
  });

  it('reads back what paths.healthcareCompare writes', () => {
    const url = new URL(paths.healthcareCompare(['tht-select', 'ally-partners-premium']), 'http://x');
    expect(parseCompareQuery(url.searchParams.get('plans')).planIds).toEqual([
      'tht-select',
      'ally-partners-premium',
    ]);
  });
});

describe('togglePlan', () => {
  it('adds a plan at the end', () => {
    expect(togglePlan(['super'], 'ruby')).toEqual({ kind: 'changed', planIds: ['super', 'ruby'] });
  });

  it('removes a plan that is already chosen', () => {
    expect(togglePlan(['super', 'ruby'], 'super')).toEqual({ kind: 'changed', planIds: ['ruby'] });
  });

  it(`refuses a plan beyond ${MAX_COMPARED_PLANS}, but still lets one be removed`, () => {
    const four = ['super', 'zenith', 'cadillac', 'ruby'];
    expect(togglePlan(four, 'emerald')).toEqual({ kind: 'refused' });
    expect(togglePlan(four, 'zenith')).toEqual({ kind: 'changed', planIds: ['super', 'cadillac', 'ruby'] });
  });
});
