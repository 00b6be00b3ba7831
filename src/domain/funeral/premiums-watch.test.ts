import { describe, expect, it } from 'vitest';
import { readCover, type PremiumLedger } from './cover-standing';
import { watchCover } from './premiums-watch';

// Approved 10 January 2027, first premium paid 14 January: cover from 15 January, due on the 15th of each month.
const approvedOn = '2027-01-10';
const watch = (paidOn: string[], today: string, approved: string | null = approvedOn) => {
  const ledger: PremiumLedger = { approvedOn: approved, paidOn, today };
  return watchCover(ledger, readCover(ledger));
};

describe('watchCover', () => {
  it('shows the first premium due from approval, overdue the day after, with no arrears and no lapse', () => {
    expect(watch([], '2027-01-10')).toEqual({
      due: [{ index: 0, dueOn: approvedOn, overdue: false }],
      arrears: null,
      lapsesOn: null,
    });
    expect(watch([], '2027-02-20').due).toEqual([{ index: 0, dueOn: approvedOn, overdue: true }]);
  });

  it('shows a premium of a cover in force once it is due within 7 days, not before', () => {
    expect(watch(['2027-01-14'], '2027-02-07').due).toEqual([]);
    expect(watch(['2027-01-14'], '2027-02-08').due).toEqual([
      { index: 1, dueOn: '2027-02-15', overdue: false },
    ]);
  });

  it('lists every unpaid premium of a cover in grace, its arrears and its lapse once 7 days away', () => {
    expect(watch(['2027-01-14'], '2027-03-10')).toEqual({
      due: [
        { index: 1, dueOn: '2027-02-15', overdue: true },
        { index: 2, dueOn: '2027-03-15', overdue: false },
      ],
      arrears: { premiums: 1, since: '2027-02-15' },
      lapsesOn: null,
    });
    // Grace ends 17 March; the cover lapses on the 18th, 7 days after the 11th.
    expect(watch(['2027-01-14'], '2027-03-11').lapsesOn).toBe('2027-03-18');
  });

  it('counts the arrears of a lapsed cover that can still be reinstated, and nothing once it cannot', () => {
    expect(watch(['2027-01-14'], '2027-04-01')).toMatchObject({
      arrears: { premiums: 2, since: '2027-02-15' },
      lapsesOn: null,
    });
    expect(watch(['2027-01-14'], '2027-04-01').due.map((premium) => premium.index)).toEqual([1, 2]);
    expect(watch(['2027-01-14'], '2027-07-01')).toEqual({ due: [], arrears: null, lapsesOn: null });
  });

  it('has nothing to watch on an application not approved', () => {
    expect(watch([], '2027-01-10', null)).toEqual({ due: [], arrears: null, lapsesOn: null });
  });
});
