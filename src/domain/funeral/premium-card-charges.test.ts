import { describe, expect, it } from 'vitest';
import { readCover } from './cover-standing';
import {
  cardChargeDue,
  cardChargeFailedText,
  cardChargesOnDueDay,
  nextCardChargeOn,
} from './premium-card-charges';

// Approved 10 January 2027, first premium paid 14 January: cover from 15 January, due on the 15th of each month.
const approvedOn = '2027-01-10';
const dueOn = (paidOn: string[], today: string) =>
  cardChargeDue(readCover({ approvedOn, paidOn, today }), today);
const paid = ['2027-01-14'];

describe('cardChargeDue', () => {
  it('charges on the due day and on days 1, 3 and 7 after it, each attempt keyed', () => {
    expect(dueOn(paid, '2027-02-14')).toBeNull();
    const attempts = ['2027-02-15', '2027-02-16', '2027-02-17', '2027-02-18', '2027-02-21', '2027-02-22'].map(
      (today) => dueOn(paid, today)?.key,
    );
    expect(attempts).toEqual([
      'card_charge:1:1',
      'card_charge:1:2',
      'card_charge:1:2',
      'card_charge:1:3',
      'card_charge:1:3',
      'card_charge:1:4',
    ]);
    expect(dueOn(paid, '2027-02-23')).toBeNull();
  });

  it('never charges the first premium, nor one already paid', () => {
    expect(dueOn([], '2027-01-10')).toBeNull();
    expect(dueOn(['2027-01-14', '2027-02-12'], '2027-02-15')).toBeNull();
  });

  it('names the next attempt, or none after the last', () => {
    expect(nextCardChargeOn('2027-02-15', 1)).toBe('2027-02-16');
    expect(nextCardChargeOn('2027-02-15', 3)).toBe('2027-02-22');
    expect(nextCardChargeOn('2027-02-15', 4)).toBeNull();
  });
});

describe('cardChargeFailedText', () => {
  const failure = {
    reference: 'FA1B2C3D4E',
    amount: 1_250_000,
    currency: 'NGN' as const,
    card: 'Visa ending 4081',
  };

  it('tells the holder the card was declined and when it is tried again', () => {
    const due = dueOn(paid, '2027-02-15')!;
    expect(cardChargeFailedText({ ...failure, due })).toEqual({
      title: 'Your funeral plan premium could not be charged to your card',
      body: [
        'Premium 2 of your funeral plan FA1B2C3D4E (FA1B2C3D4E-02), ₦12,500, was due on 15 February 2027. Your Visa ending 4081 was declined.',
        'We will try your card again on 16 February 2027. You can also pay it now by card or by bank transfer from your application page.',
      ].join('\n\n'),
    });
  });

  it('after the last attempt, says the card is not tried again and until when the cover continues', () => {
    const due = dueOn(paid, '2027-02-22')!;
    expect(cardChargeFailedText({ ...failure, due }).body).toContain(
      'We will not try your card again for this premium. Please pay it by card or by bank transfer from your application page: the cover continues until 17 March 2027 and lapses the next day if it is not paid.',
    );
  });
});

describe('cardChargesOnDueDay', () => {
  it('is true for a later premium not yet due, false for the first premium and for one already late', () => {
    expect(cardChargesOnDueDay({ index: 1, dueOn: '2027-02-15' }, '2027-02-10')).toBe(true);
    expect(cardChargesOnDueDay({ index: 1, dueOn: '2027-02-15' }, '2027-02-15')).toBe(true);
    expect(cardChargesOnDueDay({ index: 1, dueOn: '2027-02-15' }, '2027-02-16')).toBe(false);
    expect(cardChargesOnDueDay({ index: 0, dueOn: '2027-02-15' }, '2027-02-10')).toBe(false);
  });
});
