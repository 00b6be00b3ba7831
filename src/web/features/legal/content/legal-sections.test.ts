import { describe, expect, it } from 'vitest';
import { textFor, type SiteFacts } from '@/domain/site/site-facts';
import type { LegalSection } from '../legal-types';
import { PRIVACY_POLICY_SECTIONS } from './privacy-policy-sections';
import { TERMS_SECTIONS } from './terms-sections';

/** A legal page as a reader sees it under `facts`. */
const asRead = (sections: LegalSection[], facts: SiteFacts) =>
  sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => {
      if (typeof block === 'string' || 'fact' in block) return [textFor(block, facts)];
      if ('list' in block) return block.list.map((item) => textFor(item, facts));
      return [block.contact];
    })
    .join('\n');

const cardsOn: SiteFacts = { cardPayments: true, bankCurrency: 'NGN' };
const cardsOff: SiteFacts = { cardPayments: false, bankCurrency: 'NGN' };

// Docs/decisions/053: the terms and the privacy policy describe payment as this deployment takes it.
describe('the legal pages', () => {
  it('name Paystack and card payments only where cards are taken', () => {
    for (const sections of [TERMS_SECTIONS, PRIVACY_POLICY_SECTIONS]) {
      expect(asRead(sections, cardsOn)).toContain('Paystack');
      expect(asRead(sections, cardsOff)).not.toContain('Paystack');
    }
    expect(asRead(PRIVACY_POLICY_SECTIONS, cardsOff)).toContain(
      'We do not collect or store bank card numbers.',
    );
    expect(asRead(PRIVACY_POLICY_SECTIONS, cardsOn)).toContain('we never see or store your card number');
  });

  it('name the bank account’s currency', () => {
    expect(asRead(TERMS_SECTIONS, { cardPayments: false, bankCurrency: 'NGN' })).toContain('in naira (NGN)');
    expect(asRead(TERMS_SECTIONS, { cardPayments: false, bankCurrency: 'USD' })).toContain(
      'in US dollars (USD)',
    );
  });

  it('say cover starts once activated, with each beneficiary’s own consent, and no listing is called verified', () => {
    for (const facts of [cardsOn, cardsOff]) {
      const terms = asRead(TERMS_SECTIONS, facts);
      expect(terms).toContain('Cover starts on the day after it is activated');
      expect(terms).toContain('Nobody else can consent for them.');
      expect(terms).not.toContain('verified realty providers');
      expect(terms).not.toContain('after your payment is confirmed');
      expect(asRead(PRIVACY_POLICY_SECTIONS, facts)).toContain('explicit consent');
    }
  });
});
