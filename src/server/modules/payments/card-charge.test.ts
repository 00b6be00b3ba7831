import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../domain/fx/quote';
import { cardChargeFor, type ChargeRule } from './card-charge';

const ORDER = { totalUsd: 26_300, totalNgn: 40_746_000 };
const NOW = new Date('2026-11-25T12:00:00Z');
const LATER = new Date('2026-11-26T12:00:00Z');
const POUNDS: Quote = { currency: 'GBP', ngnPerUnit: '2050', total: 19_876, expiresAt: LATER };
const ABROAD: ChargeRule = { chargeCurrency: 'USD', quoteCurrencies: ['USD', 'GBP', 'EUR', 'CAD'] };
const PAYSTACK: ChargeRule = { chargeCurrency: 'NGN', quoteCurrencies: ['NGN'] };

describe('cardChargeFor (docs/decisions/047)', () => {
  it('charges the locked quote itself where the provider takes its currency', () => {
    expect(cardChargeFor(ORDER, POUNDS, ABROAD, NOW)).toEqual({ amount: 19_876, currency: 'GBP' });
  });

  it("charges the catalogue total in the provider's own currency where it does not", () => {
    expect(cardChargeFor(ORDER, POUNDS, PAYSTACK, NOW)).toEqual({ amount: 40_746_000, currency: 'NGN' });
    const naira: Quote = { currency: 'NGN', ngnPerUnit: null, total: ORDER.totalNgn, expiresAt: null };
    expect(cardChargeFor(ORDER, naira, ABROAD, NOW)).toEqual({ amount: 26_300, currency: 'USD' });
  });

  it('never charges an expired quote: the catalogue total instead', () => {
    expect(cardChargeFor(ORDER, POUNDS, ABROAD, LATER)).toEqual({ amount: 26_300, currency: 'USD' });
  });

  it('charges an order placed before quotes its catalogue total', () => {
    expect(cardChargeFor(ORDER, null, PAYSTACK, NOW)).toEqual({ amount: 40_746_000, currency: 'NGN' });
    expect(cardChargeFor(ORDER, null, ABROAD, NOW)).toEqual({ amount: 26_300, currency: 'USD' });
  });

  it('charges a dollar quote, which never expires, in dollars where the provider takes them', () => {
    const dollars: Quote = { currency: 'USD', ngnPerUnit: null, total: ORDER.totalUsd, expiresAt: null };
    const paystackWithDollars = { ...PAYSTACK, quoteCurrencies: ['NGN', 'USD'] as const };
    expect(cardChargeFor(ORDER, dollars, paystackWithDollars, NOW)).toEqual({
      amount: 26_300,
      currency: 'USD',
    });
  });
});
