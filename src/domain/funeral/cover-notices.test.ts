import { describe, expect, it } from 'vitest';
import { coverNoticeDue, coverNoticeText, premiumsToPay } from './cover-notices';
import { readCover, type PremiumLedger } from './cover-standing';

// Approved 10 January 2027, first premium paid 14 January: cover from 15 January, due on the 15th of each month.
const approvedOn = '2027-01-10';
const ledger = (paidOn: string[], today: string): PremiumLedger => ({ approvedOn, paidOn, today });
const noticeOn = (paidOn: string[], today: string) => coverNoticeDue(readCover(ledger(paidOn, today)), today);

describe('coverNoticeDue', () => {
  it('reminds of a premium from 5 days before its due date, keyed by the premium', () => {
    expect(noticeOn(['2027-01-14'], '2027-02-09')).toBeNull();
    for (const today of ['2027-02-10', '2027-02-14']) {
      expect(noticeOn(['2027-01-14'], today)).toEqual({
        kind: 'premium_due',
        key: 'premium_due:1',
        index: 1,
        dueOn: '2027-02-15',
      });
    }
    // Paid ahead: the reminder is for the premium after it.
    expect(noticeOn(['2027-01-14', '2027-02-01'], '2027-02-14')).toBeNull();
    expect(noticeOn(['2027-01-14', '2027-02-01'], '2027-03-10')).toMatchObject({ key: 'premium_due:2' });
  });

  it('sends no reminder of the first premium, nor anything before approval', () => {
    expect(noticeOn([], '2027-01-12')).toBeNull();
    expect(
      coverNoticeDue(readCover({ approvedOn: null, paidOn: [], today: '2027-01-12' }), '2027-01-12'),
    ).toBeNull();
  });

  it('tells of grace with one key for the whole grace, then of the lapse with another', () => {
    const grace = {
      kind: 'in_grace',
      key: 'in_grace:2027-02-15',
      unpaidSince: '2027-02-15',
      coverUntil: '2027-03-17',
    };
    expect(noticeOn(['2027-01-14'], '2027-02-15')).toEqual(grace);
    expect(noticeOn(['2027-01-14'], '2027-03-17')).toEqual(grace);
    expect(noticeOn(['2027-01-14'], '2027-03-18')).toEqual({
      kind: 'lapsed',
      key: 'lapsed:2027-03-18',
      lapsedOn: '2027-03-18',
      reinstateBy: '2027-06-15',
    });
  });

  it('says nothing more once reinstatement is out of reach', () => {
    expect(noticeOn(['2027-01-14'], '2027-06-16')).toBeNull();
  });
});

describe('premiumsToPay', () => {
  it('lists every premium due and unpaid, each with its own reference', () => {
    const at = ledger(['2027-01-14'], '2027-03-20');
    expect(premiumsToPay(at, readCover(at), 'FA1')).toEqual([
      { index: 1, reference: 'FA1-02', dueOn: '2027-02-15' },
      { index: 2, reference: 'FA1-03', dueOn: '2027-03-15' },
    ]);
  });
});

describe('coverNoticeText', () => {
  it('words the lapse with its date, what to pay and the reinstatement rule from the schedule', () => {
    const at = ledger(['2027-01-14'], '2027-03-18');
    const reading = readCover(at);
    const notice = coverNoticeDue(reading, at.today)!;
    const text = coverNoticeText(notice, {
      reference: 'FA1',
      amountNgn: 1_500_000,
      toPay: premiumsToPay(at, reading, 'FA1'),
    });
    expect(text.title).toBe('Your funeral plan cover has lapsed');
    expect(text.body).toContain('lapsed on 18 March 2027');
    expect(text.body).toContain('FA1-02: ₦15,000, due 15 February 2027\nFA1-03: ₦15,000, due 15 March 2027');
    expect(text.body).toContain(
      'Paying the arrears within 90 days of a lapse by 15 June 2027 reinstates the cover from the day after they arrive, with a new 6-month waiting period before a natural death is covered again.',
    );
  });

  it('tells a holder whose premiums are charged to a saved card that the card will be charged, not to transfer', () => {
    const at = ledger(['2027-01-14'], '2027-02-10');
    const notice = coverNoticeDue(readCover(at), at.today)!;
    const toPay = [{ index: 1, reference: 'FA1-02', dueOn: '2027-02-15' }];
    const byTransfer = coverNoticeText(notice, { reference: 'FA1', amountNgn: 1_500_000, toPay });
    expect(byTransfer.body).toContain('Pay it by bank transfer, quoting its own reference: FA1-02.');
    const byCard = coverNoticeText(notice, {
      reference: 'FA1',
      amountNgn: 1_500_000,
      toPay,
      card: { name: 'Visa ending 4081', amount: 1_050, currency: 'USD' },
    });
    expect(byCard.body).toContain(
      'Premium 2 of your funeral plan FA1, ₦15,000, is due on 15 February 2027. We will charge $10.50 to your Visa ending 4081 on that day, so there is nothing for you to do. To pay by bank transfer instead, quote its own reference: FA1-02.',
    );
    expect(byCard.body).not.toContain('Pay it by bank transfer');
  });
});
