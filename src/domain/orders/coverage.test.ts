import { describe, expect, it } from 'vitest';
import {
  coverageEnd,
  coverageStartOnActivation,
  coverDateLabels,
  coverRan,
  coverRuns,
  coverSentence,
  coverStartsOnActivation,
  earliestCoverageStart,
  hasSettledCover,
} from './coverage';
import { renewalStart } from './renewal';

describe('the earliest cover start', () => {
  it('is the day after the order, across a year end, by the UTC calendar', () => {
    expect(earliestCoverageStart(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(earliestCoverageStart(new Date('2026-12-31T08:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the cover start once active', () => {
  it('is the day after the activation when it comes later than the order day', () => {
    expect(coverageStartOnActivation('2026-11-25', new Date('2026-12-03T10:00:00Z'))).toBe('2026-12-04');
    expect(coverageStartOnActivation('2026-12-31', new Date('2027-01-05T23:59:59Z'))).toBe('2027-01-06');
  });

  it('keeps the earliest start for an activation on the order day', () => {
    expect(coverageStartOnActivation('2026-11-25', new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25');
  });

  it('never starts before the earliest start, even for an activation recorded before it', () => {
    expect(coverageStartOnActivation('2026-11-25', new Date('2026-11-20T09:00:00Z'))).toBe('2026-11-25');
  });

  it('runs a renewal on from the renewed cover when it is activated before that cover ends', () => {
    const earliest = renewalStart('2027-03-31', new Date('2027-03-01T09:00:00Z'));
    expect(earliest).toBe('2027-04-01');
    expect(coverageStartOnActivation(earliest, new Date('2027-03-10T12:00:00Z'))).toBe('2027-04-01');
  });

  it('starts a renewal the day after its activation when that comes after the renewed cover ended', () => {
    const earliest = renewalStart('2027-03-31', new Date('2027-03-20T09:00:00Z'));
    expect(coverageStartOnActivation(earliest, new Date('2027-04-06T08:00:00Z'))).toBe('2027-04-07');
  });

  it('starts on 29 February after an activation on 28 February, and ends on 28 February', () => {
    const start = coverageStartOnActivation('2028-02-20', new Date('2028-02-28T21:00:00Z'));
    expect(start).toBe('2028-02-29');
    expect(coverageEnd(start)).toBe('2029-02-28');
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
  it('before activation: the day after activation, at the earliest the order date plus one', () => {
    expect(coverStartsOnActivation('2026-11-25')).toBe(
      'Cover starts the day after it is activated, once your payment is received and everyone on the order has agreed to share their details (at the earliest 25 November 2026).',
    );
  });

  it('once active: the dates the cover runs', () => {
    expect(coverRuns('2026-12-04')).toBe('Your cover runs from 4 December 2026 to 3 December 2027.');
  });

  it('once ended: the dates the cover ran', () => {
    expect(coverRan('2026-12-04')).toBe('Your cover ran from 4 December 2026 to 3 December 2027.');
  });

  it('counts the dates as settled only for active and expired orders', () => {
    expect(hasSettledCover('pending')).toBe(false);
    expect(hasSettledCover('paid')).toBe(false);
    expect(hasSettledCover('active')).toBe(true);
    expect(hasSettledCover('expired')).toBe(true);
    expect(hasSettledCover('cancelled')).toBe(false);
  });

  it('gives the date rows: the rule while waiting, the dates once active, none once cancelled', () => {
    const dates = { coverageStartDate: '2026-12-04', coverageEndDate: '2027-12-03' };
    expect(coverDateLabels({ status: 'paid', ...dates })).toEqual({
      start: 'The day after the cover is activated, at the earliest 4 December 2026',
      end: '12 months after the start, less one day',
      settled: false,
    });
    expect(coverDateLabels({ status: 'active', ...dates })).toEqual({
      start: '4 December 2026',
      end: '3 December 2027',
      settled: true,
    });
    expect(coverDateLabels({ status: 'cancelled', ...dates }).start).toBe('None, the order was cancelled');
  });

  it('gives one sentence per status', () => {
    const start = { coverageStartDate: '2026-12-04' };
    expect(coverSentence({ status: 'pending', ...start })).toBe(coverStartsOnActivation('2026-12-04'));
    expect(coverSentence({ status: 'paid', ...start })).toBe(coverStartsOnActivation('2026-12-04'));
    expect(coverSentence({ status: 'active', ...start })).toBe(coverRuns('2026-12-04'));
    expect(coverSentence({ status: 'expired', ...start })).toBe(coverRan('2026-12-04'));
    expect(coverSentence({ status: 'cancelled', ...start })).toBe(
      'This order was cancelled. No cover runs under it.',
    );
  });
});
