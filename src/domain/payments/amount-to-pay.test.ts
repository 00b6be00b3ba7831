import { describe, expect, it } from 'vitest';
import type { Quote } from '../fx/quote';
import { amountToPay, amountToPayText, paidText, type PaymentChannels } from './amount-to-pay';

const totals = { usd: 120_000, ngn: 186_396_000 };
const now = new Date('2026-11-28T10:00:00Z');
const gbp: Quote = {
  currency: 'GBP',
  ngnPerUnit: '2050',
  total: 90_925,
  expiresAt: new Date('2026-11-29T10:00:00Z'),
};
const paystack: PaymentChannels = {
  card: { chargeCurrency: 'NGN', quoteCurrencies: ['NGN'] },
  transferCurrency: 'NGN',
};
const abroad: PaymentChannels = {
  card: { chargeCurrency: 'USD', quoteCurrencies: ['USD', 'GBP', 'EUR', 'CAD'] },
  transferCurrency: 'USD',
};

describe('the one amount to pay (docs/decisions/051)', () => {
  it('is the locked quote when the card provider takes its currency', () => {
    const line = amountToPay({ totals, quote: gbp }, 'card', abroad, now);
    expect(line).toEqual({ method: 'card', amount: 90_925, currency: 'GBP', quoted: true });
    expect(amountToPayText(line)).toBe('You pay £909.25 by card');
  });

  it('is the naira total when Paystack charges naira for a sponsor in pounds', () => {
    const line = amountToPay({ totals, quote: gbp }, 'card', paystack, now);
    expect(line).toEqual({ method: 'card', amount: 186_396_000, currency: 'NGN', quoted: false });
    expect(amountToPayText(line)).toBe('You pay ₦1,863,960 by card');
  });

  it('is never an expired quote: the card then takes its own currency', () => {
    const later = new Date('2026-11-29T10:00:00Z');
    expect(amountToPay({ totals, quote: gbp }, 'card', abroad, later)).toMatchObject({
      amount: 120_000,
      currency: 'USD',
    });
  });

  it('asks a transfer for the total in the account’s currency, naira or dollars', () => {
    const naira = amountToPay({ totals, quote: gbp }, 'bank_transfer', paystack, now);
    expect(amountToPayText(naira)).toBe('Send ₦1,863,960 by bank transfer');
    const dollars = amountToPay({ totals, quote: gbp }, 'bank_transfer', abroad, now);
    expect(amountToPayText(dollars)).toBe('Send $1,200 by bank transfer');
  });

  it('marks a naira quote paid in naira as the quote itself', () => {
    const quote: Quote = { currency: 'NGN', ngnPerUnit: null, total: totals.ngn, expiresAt: null };
    expect(amountToPay({ totals, quote }, 'bank_transfer', paystack, now).quoted).toBe(true);
    expect(amountToPay({ totals, quote }, 'card', paystack, now).quoted).toBe(true);
  });

  it('says what was taken, how and when', () => {
    const facts = {
      method: 'card',
      amount: 90_925,
      currency: 'GBP',
      paidAt: '2026-11-28T10:00:00.000Z',
    } as const;
    expect(paidText(facts)).toBe('You paid £909.25 by card on 28 November 2026.');
  });
});
