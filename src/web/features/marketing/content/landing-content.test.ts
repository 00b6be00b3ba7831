import { describe, expect, it } from 'vitest';
import { textFor, type SiteFacts } from '@/domain/site/site-facts';
import { ABOUT_FEATURES, HOW_IT_WORKS_STEPS, SERVICES } from './landing-content';

const landingAsRead = (facts: SiteFacts) =>
  [
    ...ABOUT_FEATURES.map((feature) => textFor(feature.text, facts)),
    ...HOW_IT_WORKS_STEPS.map((step) => textFor(step.text, facts)),
    ...SERVICES.flatMap((service) => [service.text, ...service.points]),
  ].join('\n');

// Docs/decisions/053: the landing page offers cards only where they are taken, and calls no listing verified.
describe('the landing page', () => {
  it('offers card payment only where cards are taken', () => {
    expect(landingAsRead({ cardPayments: true, bankCurrency: 'NGN' })).toContain('Pay by card');
    expect(landingAsRead({ cardPayments: false, bankCurrency: 'NGN' })).not.toMatch(/by card|Paystack/);
  });

  it('says each listing shows its title status, not that every listing is verified', () => {
    const landing = landingAsRead({ cardPayments: false, bankCurrency: 'NGN' });
    expect(landing).toContain('Title status on every listing');
    expect(landing).not.toContain('Verified listings only');
  });
});
