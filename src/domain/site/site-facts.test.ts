import { describe, expect, it } from 'vitest';
import { siteFactAttributes, textFor, type SiteFacts } from './site-facts';

const cardsOffNaira: SiteFacts = { cardPayments: false, bankCurrency: 'NGN' };
const cardsOnDollars: SiteFacts = { cardPayments: true, bankCurrency: 'USD' };

describe('site facts', () => {
  it('are written as attributes of <html>', () => {
    expect(siteFactAttributes(cardsOffNaira)).toBe(' data-card-payments="off" data-bank-currency="NGN"');
    expect(siteFactAttributes(cardsOnDollars)).toBe(' data-card-payments="on" data-bank-currency="USD"');
  });

  it('choose the wording that holds', () => {
    const paying = { fact: 'card-payments', text: { on: 'Card or transfer', off: 'Transfer' } } as const;
    const bank = { fact: 'bank-currency', text: { NGN: 'Naira', USD: 'Dollars' } } as const;
    expect([textFor(paying, cardsOffNaira), textFor(bank, cardsOffNaira)]).toEqual(['Transfer', 'Naira']);
    expect([textFor(paying, cardsOnDollars), textFor(bank, cardsOnDollars)]).toEqual([
      'Card or transfer',
      'Dollars',
    ]);
    expect(textFor('Plain', cardsOnDollars)).toBe('Plain');
  });
});
