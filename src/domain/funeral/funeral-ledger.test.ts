import { describe, expect, it } from 'vitest';
import { readCover } from './cover-standing';
import { nextSettlement, premiumsPaidOn, refundablePayment, type LedgerFact } from './funeral-ledger';

const paid = (premiumIndex: number, paidOn: string, settlement = 0): LedgerFact => ({
  kind: 'premium',
  premiumIndex,
  settlement,
  paidOn,
});

describe('premiumsPaidOn: which premiums count as paid (decision 065)', () => {
  it('counts a waived premium as paid on the day it was waived', () => {
    const waived: LedgerFact = { kind: 'waiver', premiumIndex: 1, settlement: 0, paidOn: '2027-02-20' };
    const paidOn = premiumsPaidOn([paid(0, '2027-01-14'), waived]);
    expect(paidOn).toEqual(['2027-01-14', '2027-02-20']);
    // So the cover stays in force through the waived month.
    expect(readCover({ approvedOn: '2027-01-10', paidOn, today: '2027-03-01' }).standing).toMatchObject({
      state: 'in_force',
      paidTo: '2027-03-14',
    });
  });

  it('counts a refunded premium as unpaid again, until it is paid once more', () => {
    const refund: LedgerFact = { kind: 'refund', premiumIndex: 1, settlement: 0, paidOn: '2027-02-20' };
    const entries = [paid(0, '2027-01-14'), paid(1, '2027-02-10'), refund];
    expect(premiumsPaidOn(entries)).toEqual(['2027-01-14']);
    expect(nextSettlement(entries, 1)).toBe(1);
    expect(premiumsPaidOn([...entries, paid(1, '2027-02-25', 1)])).toEqual(['2027-01-14', '2027-02-25']);
  });

  it('leaves out the payout', () => {
    const payout: LedgerFact = { kind: 'payout', premiumIndex: null, settlement: 0, paidOn: '2027-05-01' };
    expect(premiumsPaidOn([paid(0, '2027-01-14'), payout])).toEqual(['2027-01-14']);
  });
});

describe('refundablePayment: the one payment a refund may return (decision 065)', () => {
  const waived = (premiumIndex: number): LedgerFact => ({
    kind: 'waiver',
    premiumIndex,
    settlement: 0,
    paidOn: '2027-02-20',
  });

  it('is the latest premium settled when it was paid with money', () => {
    const latest = paid(1, '2027-02-10');
    expect(refundablePayment([paid(0, '2027-01-14'), latest])).toBe(latest);
  });

  it('is none when the latest was waived, even with an earlier one paid, and none with nothing paid', () => {
    expect(refundablePayment([paid(0, '2027-01-14'), waived(1)])).toBeUndefined();
    expect(refundablePayment([])).toBeUndefined();
  });

  it('moves back to the payment before once the latest is refunded, and on to a payment made again', () => {
    const first = paid(0, '2027-01-14');
    const refund: LedgerFact = { kind: 'refund', premiumIndex: 1, settlement: 0, paidOn: '2027-02-20' };
    const entries = [first, paid(1, '2027-02-10'), refund];
    expect(refundablePayment(entries)).toBe(first);
    const again = paid(1, '2027-02-25', 1);
    expect(refundablePayment([...entries, again])).toBe(again);
  });
});
