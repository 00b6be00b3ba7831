import { describe, expect, it } from 'vitest';
import { nextButtonLabel, onboardingTransition, type OnboardingStep } from './onboarding-steps';

describe('onboardingTransition', () => {
  it('Next adds one on steps 1 and 2', () => {
    expect(onboardingTransition(1, 'next')).toEqual({ kind: 'step', step: 2 });
    expect(onboardingTransition(2, 'next')).toEqual({ kind: 'step', step: 3 });
  });

  it('Next on step 3 leaves for /login', () => {
    expect(onboardingTransition(3, 'next')).toEqual({ kind: 'leave', to: '/login' });
  });

  it('Back subtracts one on steps 2 and 3', () => {
    expect(onboardingTransition(3, 'back')).toEqual({ kind: 'step', step: 2 });
    expect(onboardingTransition(2, 'back')).toEqual({ kind: 'step', step: 1 });
  });

  it('Back on step 1 leaves for the landing page', () => {
    expect(onboardingTransition(1, 'back')).toEqual({ kind: 'leave', to: '/' });
  });

  it('three Nexts from the start end at /login, having shown every step once', () => {
    let step: OnboardingStep = 1;
    const seen: OnboardingStep[] = [step];
    for (let i = 0; i < 2; i += 1) {
      const outcome = onboardingTransition(step, 'next');
      if (outcome.kind !== 'step') throw new Error('left too early');
      step = outcome.step;
      seen.push(step);
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(onboardingTransition(step, 'next')).toEqual({ kind: 'leave', to: '/login' });
  });

  it('the forward button reads Get Started only on the last step', () => {
    expect([1, 2, 3].map((step) => nextButtonLabel(step as OnboardingStep))).toEqual([
      'Next',
      'Next',
      'Get Started',
    ]);
  });
});
