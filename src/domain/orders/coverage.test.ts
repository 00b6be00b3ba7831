import { describe, expect, it } from 'vitest';
import {
  coverageEnd,
  coverageStartOnPayment,
  coverRan,
  coverRuns,
  coverStartsAfterPayment,
  earliestCoverageStart,
  hasConfirmedCoverage,
} from './coverage';

describe('the earliest cover start', () => {
  it('is the day after the order, across a year end, by the UTC calendar', () => {
    expect(earliestCoverageStart(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(earliestCoverageStart(new Date('2026-12-31T08:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the cover start once paid', () => {
  it('is the day after the payment when the payment comes later than the order day', () => {
    expect(coverageStartOnPayment('2026-11-25', new Date('2026-12-03T10:00:00Z'))).toBe('2026-12-04');
    expect(coverageStartOnPayment('2026-12-31', new Date('2027-01-05T23:59:59Z'))).toBe('2027-01-06');
  });

  it('keeps the earliest start for a payment on the order day', () => {
    expect(coverageStartOnPayment('2026-11-25', new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25');
  });

  it('never starts before the earliest start, even for a payment recorded before it', () => {
    expect(coverageStartOnPayment('2026-11-25', new Date('2026-11-20T09:00:00Z'))).toBe('2026-11-25');
  });
});

describe('the end of cover', () => {
  it('is 12 months after the start, less one day', () => {
    expect(coverageEnd('2026-11-26')).toBe('2027-11-25');
    expect(coverageEnd('2027-01-01')).toBe('2027-12-31');
    expect(coverageEnd('2026-03-01')).toBe('2027-02-28');
  });

  it('ends a 29 February start on 28 February', () => {
    expect(coverageEnd('2028-02-29')).toBe('2029-02-28');
  });

  it('ends on 29 February when the year after a 1 March start is a leap year', () => {
    expect(coverageEnd('2027-03-01')).toBe('2028-02-29');
    expect(coverageEnd('2027-02-28')).toBe('2028-02-27');
  });

  it('crosses month and year ends', () => {
    expect(coverageEnd('2026-01-31')).toBe('2027-01-30');
    expect(coverageEnd('2026-12-31')).toBe('2027-12-30');
    expect(coverageEnd('2027-01-01')).toBe('2027-12-31');
  });
});

describe('what the customer reads', () => {
  it('before payment: the day after payment, at the earliest the order date plus one', () => {
    expect(coverStartsAfterPayment('2026-11-25')).toBe(
      'Cover starts the day after your payment is confirmed (at the earliest 25 November 2026).',
    );
  });

  it('once paid: the dates the cover runs', () => {
    expect(coverRuns('2026-12-04')).toBe('Your cover runs from 4 December 2026 to 3 December 2027.');
  });

  it('once ended: the dates the cover ran', () => {
    expect(coverRan('2026-12-04')).toBe('Your cover ran from 4 December 2026 to 3 December 2027.');
  });

  it('counts the dates as settled only for paid, active and expired orders', () => {
    expect(hasConfirmedCoverage('pending')).toBe(false);
    expect(hasConfirmedCoverage('paid')).toBe(true);
    expect(hasConfirmedCoverage('active')).toBe(true);
    expect(hasConfirmedCoverage('expired')).toBe(true);
    expect(hasConfirmedCoverage('cancelled')).toBe(false);
  });
});
