import { describe, expect, it } from 'vitest';
import { chargeNote } from '@/web/components/money/quote-lines';
import { chargesQuoteAsItStands } from './payment-options';

describe('what the payer is told a quote costs them (docs/decisions/047)', () => {
  const abroad = { cardChargesQuoteIn: ['USD', 'GBP', 'EUR', 'CAD'] };
  const paystack = { cardChargesQuoteIn: ['NGN'] };

  it('promises the exact figure only for a card whose provider takes the currency', () => {
    expect(chargesQuoteAsItStands(abroad, 'card', 'GBP')).toBe(true);
    expect(chargesQuoteAsItStands(paystack, 'card', 'GBP')).toBe(false);
    expect(chargesQuoteAsItStands(abroad, 'bank_transfer', 'GBP')).toBe(false);
    expect(chargesQuoteAsItStands(undefined, 'card', 'GBP')).toBe(false);
    expect(chargesQuoteAsItStands(abroad, 'card', undefined)).toBe(false);
  });

  it('says so, or says the issuer converts', () => {
    expect(chargeNote('£198.76', true)).toBe(
      'Paying by card, you are charged exactly £198.76, the amount held for you.',
    );
    expect(chargeNote('£198.76', false)).toContain('your statement may differ slightly from £198.76');
  });
});
