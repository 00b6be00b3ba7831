import { describe, expect, it } from 'vitest';
import {
  coverStartsAfterPayment,
  graceEndsOn,
  lapsesOn,
  premiumDueOn,
  reinstateByOn,
} from './premium-schedule';

describe('premium due dates', () => {
  it('makes the first premium due on approval, before any cover', () => {
    expect(premiumDueOn(0, '2026-11-27', null)).toBe('2026-11-27');
    expect(() => premiumDueOn(1, '2026-11-27', null)).toThrow();
  });

  it('starts cover the day after a payment, across a month and a year end', () => {
    expect(coverStartsAfterPayment('2026-11-30')).toBe('2026-12-01');
    expect(coverStartsAfterPayment('2026-12-31')).toBe('2027-01-01');
  });

  it('keeps the cover start’s day of the month, the last day where a month is shorter', () => {
    const dues = [1, 2, 3, 4, 13].map((index) => premiumDueOn(index, '2027-01-29', '2027-01-31'));
    expect(dues).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2028-02-29']);
  });

  it('counts from the cover start, so 30 January stays the 30th after February', () => {
    expect(premiumDueOn(1, '2028-01-28', '2028-01-30')).toBe('2028-02-29');
    expect(premiumDueOn(2, '2028-01-28', '2028-01-30')).toBe('2028-03-30');
  });
});

describe('grace, lapse and reinstatement days', () => {
  it('continues cover 30 days after the due date and lapses the day after', () => {
    expect(graceEndsOn('2027-01-31')).toBe('2027-03-02');
    expect(lapsesOn('2027-01-31')).toBe('2027-03-03');
    expect(graceEndsOn('2026-12-15')).toBe('2027-01-14');
  });

  it('allows 90 days from the lapse, that day included, to pay the arrears', () => {
    expect(reinstateByOn('2027-01-15')).toBe('2027-04-14');
  });
});
