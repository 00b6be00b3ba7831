import { paths } from '@/web/config/paths';

/** The intro carousel has three steps, numbered from 1 as the spec counts them. */
export const ONBOARDING_STEP_COUNT = 3;
export type OnboardingStep = 1 | 2 | 3;
export type OnboardingAction = 'next' | 'back';

/** Either the carousel shows another step, or the visitor leaves it for another page. */
export type OnboardingOutcome = { kind: 'step'; step: OnboardingStep } | { kind: 'leave'; to: string };

export const FIRST_ONBOARDING_STEP: OnboardingStep = 1;

/**
 * The carousel's state machine: Next adds one and Back subtracts one; Back on the first step leaves for the
 * landing page, and Next on the last step (its button reads 'Get Started') leaves for sign-in.
 */
export function onboardingTransition(step: OnboardingStep, action: OnboardingAction): OnboardingOutcome {
  if (action === 'back') {
    return step === 1
      ? { kind: 'leave', to: paths.landing }
      : { kind: 'step', step: (step - 1) as OnboardingStep };
  }
  return step === ONBOARDING_STEP_COUNT
    ? { kind: 'leave', to: paths.login }
    : { kind: 'step', step: (step + 1) as OnboardingStep };
}

/** The label of the forward button on a step. */
export function nextButtonLabel(step: OnboardingStep): 'Next' | 'Get Started' {
  return step === ONBOARDING_STEP_COUNT ? 'Get Started' : 'Next';
}
