import { describe, expect, it } from 'vitest';
import { relativeLinkExpiry, relativeLinkWorks } from './relative-page-lifetime';

const sentAt = new Date('2026-11-01T10:00:00.000Z');

describe('relativeLinkExpiry', () => {
  it('lasts 14 days from sending while the cover has no dates (the order waits)', () => {
    expect(relativeLinkExpiry({ sentAt, coverEnds: [null] })).toEqual(new Date('2026-11-15T10:00:00.000Z'));
    expect(relativeLinkExpiry({ sentAt, coverEnds: [] })).toEqual(new Date('2026-11-15T10:00:00.000Z'));
  });

  it('once the cover has dates, lasts until the end of the 90th day after its last day', () => {
    const facts = { sentAt, coverEnds: ['2027-11-02'] };
    expect(relativeLinkExpiry(facts)).toEqual(new Date('2028-02-01T00:00:00.000Z'));
    expect(relativeLinkWorks(facts, new Date('2028-01-31T23:59:59.000Z'))).toBe(true);
    expect(relativeLinkWorks(facts, new Date('2028-02-01T00:00:00.000Z'))).toBe(false);
  });

  it('works long after its first 14 days once the cover runs', () => {
    const facts = { sentAt, coverEnds: ['2027-11-02'] };
    expect(relativeLinkWorks(facts, new Date('2026-12-20T00:00:00.000Z'))).toBe(true);
  });

  it('never ends before the 14 days of a link sent late in the cover', () => {
    const late = new Date('2028-01-25T12:00:00.000Z');
    expect(relativeLinkExpiry({ sentAt: late, coverEnds: ['2027-11-02'] })).toEqual(
      new Date('2028-02-08T12:00:00.000Z'),
    );
  });

  it('a renewal extends the page to its own end plus 90 days', () => {
    const facts = { sentAt, coverEnds: ['2027-11-02', '2028-11-02'] };
    expect(relativeLinkExpiry(facts)).toEqual(new Date('2029-02-01T00:00:00.000Z'));
    // A renewal still waiting (no dates yet) does not shorten or extend anything.
    expect(relativeLinkExpiry({ sentAt, coverEnds: ['2027-11-02', null] })).toEqual(
      new Date('2028-02-01T00:00:00.000Z'),
    );
  });
});
