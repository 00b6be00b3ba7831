import { describe, expect, it } from 'vitest';
import { removalRefusal, REMOVAL_MESSAGES } from '../orders/remove-person';
import { refundShare, refundText, transferRefundDueBy } from './refund-share';

// Parents of 70 and 68 on HomeReach Hazel: $600 / ₦931,980 each (decision 035), a total of $1,200 / ₦1,863,960.
const line = { usd: 60_000, ngn: 93_198_000 };
const totals = { usd: 120_000, ngn: 186_396_000 };

describe('a removed person’s share of what was paid (docs/decisions/052)', () => {
  it('is their naira line of a naira payment, to the kobo', () => {
    const paid = { amount: totals.ngn, currency: 'NGN' as const };
    expect(refundShare({ paid, totals, line, alreadyRefunded: 0 })).toBe(93_198_000);
  });

  it('is their dollar line of a dollar payment', () => {
    const paid = { amount: totals.usd, currency: 'USD' as const };
    expect(refundShare({ paid, totals, line, alreadyRefunded: 0 })).toBe(60_000);
  });

  it('shares a locked quote in pounds by the naira lines, rounded down', () => {
    // £909.25 paid; half of it is £454.625, refunded as £454.62.
    const paid = { amount: 90_925, currency: 'GBP' as const };
    expect(refundShare({ paid, totals, line, alreadyRefunded: 0 })).toBe(45_462);
  });

  it('never gives back more than is left of the payment, whatever the rounding', () => {
    const third = { usd: 40_000, ngn: 62_132_000 };
    const three = { usd: 120_000, ngn: 186_396_000 };
    const paid = { amount: 100_001, currency: 'GBP' as const };
    const first = refundShare({ paid, totals: three, line: third, alreadyRefunded: 0 });
    const second = refundShare({ paid, totals: three, line: third, alreadyRefunded: first });
    expect(first).toBe(33_333);
    expect(first + second).toBeLessThanOrEqual(paid.amount);
    expect(refundShare({ paid, totals: three, line: third, alreadyRefunded: 99_990 })).toBe(11);
  });

  it('is nothing for a person inside one family price', () => {
    const paid = { amount: totals.ngn, currency: 'NGN' as const };
    expect(refundShare({ paid, totals, line: null, alreadyRefunded: 0 })).toBe(0);
  });
});

describe('what the sponsor is told', () => {
  it('says how much, how and when', () => {
    const card = { method: 'card', amount: 22_731, currency: 'GBP', status: 'pending', dueBy: null } as const;
    expect(refundText(card)).toBe(
      'We are refunding £227.31 to your card; it usually arrives in 5–10 working days.',
    );
    const dueBy = transferRefundDueBy(new Date('2026-11-28T10:00:00Z'));
    expect(dueBy).toBe('2026-12-05');
    const transfer = {
      method: 'bank_transfer',
      amount: 46_599_000,
      currency: 'NGN',
      status: 'due',
      dueBy,
    } as const;
    expect(refundText(transfer)).toBe('We will send ₦465,990 back to your account by 5 December 2026.');
  });
});

describe('who may be removed', () => {
  it('is a person who refused or never answered, before activation, with someone left', () => {
    expect(removalRefusal('paid', 'refused', 2)).toBeUndefined();
    expect(removalRefusal('pending', null, 2)).toBeUndefined();
    expect(removalRefusal('paid', 'given', 2)).toBe(REMOVAL_MESSAGES.consented);
    expect(removalRefusal('active', null, 2)).toBe(REMOVAL_MESSAGES.notNow);
    expect(removalRefusal('pending', null, 1)).toBe(REMOVAL_MESSAGES.lastPerson);
  });
});
