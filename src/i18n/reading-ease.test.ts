import { describe, expect, it } from 'vitest';
import { CONSENT_STATEMENTS } from '../domain/orders/beneficiary-invitation';
import { readingEase, syllablesIn } from './reading-ease';
import { translate } from './translate';

const consent = (provider: string, plan: string) => translate('en', 'consent.statement', { provider, plan });

describe('reading ease', () => {
  it('counts syllables as English speakers do, near enough', () => {
    expect([
      syllablesIn('share'),
      syllablesIn('hospital'),
      syllablesIn('agree'),
      syllablesIn('cover'),
    ]).toEqual([1, 3, 2, 2]);
  });

  it('scores plain words high and legal prose low', () => {
    expect(readingEase('I agree. You can take it back. We stop.')).toBeGreaterThan(90);
    expect(
      readingEase(CONSENT_STATEMENTS['health-data-sharing-v1']('Hygeia HMO', 'Hygeia Family Classic')),
    ).toBeLessThan(50);
  });

  it('finds the consent she reads plain: Flesch reading ease of 70 or more (issue 30, point 3)', () => {
    // A real provider's and plan's names, which the formula counts like any other words.
    expect(readingEase(consent('Hygeia HMO', 'Hygeia Family Classic'))).toBeGreaterThanOrEqual(70);
  });

  it('shows her, in English, exactly the statement version her answer records', () => {
    expect(consent('Hygeia HMO', 'Hygeia Family Classic')).toBe(
      CONSENT_STATEMENTS['health-data-sharing-v2']('Hygeia HMO', 'Hygeia Family Classic'),
    );
  });
});
