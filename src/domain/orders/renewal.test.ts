import { describe, expect, it } from 'vitest';
import { checkRenewal, RENEWAL_MESSAGES, renewalStart, type RenewableOrder } from './renewal';

const active = (overrides: Partial<RenewableOrder> = {}): RenewableOrder => ({
  status: 'active',
  coverageStartDate: '2026-03-01',
  personalDataRemovedAt: null,
  renewed: false,
  ...overrides,
});
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('the renewal start', () => {
  it('is the day after the old cover ends while it still runs', () => {
    expect(renewalStart('2027-02-28', at('2026-11-24'))).toBe('2027-03-01');
  });

  it('crosses a leap day and a year end', () => {
    expect(renewalStart('2028-02-28', at('2027-12-01'))).toBe('2028-02-29');
    expect(renewalStart('2026-12-31', at('2026-12-01'))).toBe('2027-01-01');
  });

  it('is tomorrow once the old cover has ended, or ends today', () => {
    expect(renewalStart('2026-10-31', at('2026-11-24'))).toBe('2026-11-25');
    expect(renewalStart('2026-11-24', at('2026-11-24'))).toBe('2026-11-25');
  });
});

describe('whether an order can be renewed', () => {
  it('renews active cover from the day after its end (start + 12 months - 1 day)', () => {
    expect(checkRenewal(active(), at('2026-11-24'))).toEqual({ ok: true, earliestStart: '2027-03-01' });
  });

  it('uses a stored end date when the order has one', () => {
    const order = active({ coverageEndDate: '2027-01-15' });
    expect(checkRenewal(order, at('2026-11-24'))).toEqual({ ok: true, earliestStart: '2027-01-16' });
  });

  it('renews expired cover up to 90 days after its end, from tomorrow', () => {
    const expired = active({ status: 'expired', coverageStartDate: '2025-09-01' }); // ended 2026-08-31
    expect(checkRenewal(expired, at('2026-11-29'))).toEqual({ ok: true, earliestStart: '2026-11-30' });
    expect(checkRenewal(expired, at('2026-11-30'))).toEqual({
      ok: false,
      message: RENEWAL_MESSAGES.notRenewable,
    });
  });

  it('refuses orders whose cover never ran', () => {
    for (const status of ['pending', 'paid', 'cancelled']) {
      expect(checkRenewal(active({ status }), at('2026-11-24'))).toEqual({
        ok: false,
        message: RENEWAL_MESSAGES.notRenewable,
      });
    }
  });

  it('refuses an order already renewed, and one whose people were removed', () => {
    expect(checkRenewal(active({ renewed: true }), at('2026-11-24'))).toEqual({
      ok: false,
      message: RENEWAL_MESSAGES.alreadyRenewed,
    });
    expect(checkRenewal(active({ personalDataRemovedAt: new Date() }), at('2026-11-24'))).toEqual({
      ok: false,
      message: RENEWAL_MESSAGES.personalDataRemoved,
    });
  });
});
