import { describe, expect, it } from 'vitest';
import type { LedgerEntryView } from './funeral-ledger';
import { premiumPeriod, premiumReceiptLines, premiumReceipts } from './premium-receipt';

const entry = (premiumIndex: number, paidOn: string): LedgerEntryView => ({
  id: `e${premiumIndex}`,
  kind: 'premium',
  premiumIndex,
  method: 'transfer',
  amountUsd: 10_00,
  amountNgn: 15_000_00,
  reference: `FA1-0${premiumIndex + 1}`,
  paidOn,
});

describe('premiumPeriod', () => {
  it('is the schedule month the premium pays for, across short months', () => {
    expect(premiumPeriod(0, '2027-01-31')).toEqual({ from: '2027-01-31', to: '2027-02-27' });
    expect(premiumPeriod(1, '2027-01-31')).toEqual({ from: '2027-02-28', to: '2027-03-30' });
  });
});

describe('premiumReceipts', () => {
  it('gives each premium paid its number, reference, amount in naira, day and month of cover', () => {
    const receipts = premiumReceipts([entry(0, '2027-01-14'), entry(1, '2027-02-10')]);
    expect(premiumReceiptLines(receipts[1]!)).toEqual([
      { label: 'Premium', value: 'Premium 2' },
      { label: 'Reference', value: 'FA1-02' },
      { label: 'Amount paid', value: '₦15,000' },
      { label: 'Paid by', value: 'Bank transfer' },
      { label: 'Paid on', value: '10 February 2027' },
      { label: 'Pays for', value: '15 February 2027 to 14 March 2027' },
    ]);
  });

  it('has none before the first premium', () => {
    expect(premiumReceipts([])).toEqual([]);
  });
});
