import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { MAX_COMPARED_PLANS, parseAgesQuery, parseCompareQuery, togglePlan } from './compare-selection';

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

describe('parseAgesQuery', () => {
  it('reads the ages in the order given, repeats kept: two parents may be the same age', () => {
    expect(parseAgesQuery('70,68,68,0')).toEqual([70, 68, 68, 0]);
    expect(parseAgesQuery(null)).toEqual([]);
    expect(parseAgesQuery('')).toEqual([]);
  });

  it('drops what is not an age and keeps at most ten', () => {
    expect(parseAgesQuery('70,,abc,-1,121,4.5, 30 ')).toEqual([70, 30]);
    expect(parseAgesQuery('1,2,3,4,5,6,7,8,9,10,11,12')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads back what paths.healthcareCompare writes, beside the plans', () => {
    const url = new URL(paths.healthcareCompare(['super', 'homereach-hazel'], [70, 68]), 'http://x');
    expect(url.search).toBe('?plans=super,homereach-hazel&ages=70,68');
    expect(parseAgesQuery(url.searchParams.get('ages'))).toEqual([70, 68]);
    expect(parseCompareQuery(url.searchParams.get('plans')).planIds).toEqual(['super', 'homereach-hazel']);
    expect(paths.healthcareCompare([], [40])).toBe('/healthcare/compare?ages=40');
    expect(paths.healthcareCompare()).toBe('/healthcare/compare');
  });
});
