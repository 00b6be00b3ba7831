/*
 * The relative's page, one thing per screen (issue 30, point 4; docs/decisions/073-relative-steps.md): her details,
 * her consent, her hospital, then a screen that says she is done. Which screen her link opens and which one follows
 * an answer are decided here, from her answers alone, so the server's routes and the tests read one rule.
 */

/** Her screens in order; 'refuse' is the consent step's second look before a refusal is stored. */
export const RELATIVE_STEPS = ['details', 'consent', 'hospital', 'done'] as const;
export type RelativeStep = (typeof RELATIVE_STEPS)[number];
export type RelativeScreen = RelativeStep | 'refuse';

const SCREENS: readonly string[] = [...RELATIVE_STEPS, 'refuse'];

/** A `?step=` value from her address bar, or undefined for anything else. */
export function screenOf(value: unknown): RelativeScreen | undefined {
  return typeof value === 'string' && SCREENS.includes(value) ? (value as RelativeScreen) : undefined;
}

/** What her answers hold so far. */
export interface RelativeAnswers {
  detailsConfirmedAt: Date | string | null;
  consentDecision: 'given' | 'refused' | null;
  hospitalId: string | null;
}

/**
 * The first step she has not answered yet, else 'done'. A refusal is an answer (she said no, twice, and is not sent
 * back to the question each time she opens her page): the done screen tells her the cover cannot start and lets her
 * change it.
 */
export function firstStepToDo(answers: RelativeAnswers): RelativeStep {
  if (!answers.detailsConfirmedAt) return 'details';
  if (!answers.consentDecision) return 'consent';
  if (!answers.hospitalId) return 'hospital';
  return 'done';
}

/** Her place in the progress line: 1 to 4 (the second look at a refusal is still the consent step). */
export function stepNumber(screen: RelativeScreen): number {
  return RELATIVE_STEPS.indexOf(screen === 'refuse' ? 'consent' : screen) + 1;
}

/** Where 'Back' goes from a screen: the step before it, none from the first. */
export function previousStep(screen: RelativeScreen): RelativeStep | undefined {
  if (screen === 'refuse') return 'consent';
  return RELATIVE_STEPS[RELATIVE_STEPS.indexOf(screen) - 1];
}

/**
 * A refusal is stored only with its confirmation, sent from the 'Are you sure?' screen: a refusal without it is the
 * question asked once more, nothing written. Agreeing needs no second look.
 */
export const REFUSAL_CONFIRMATION = 'yes';

export function refusalNeedsAsking(decision: string, confirmation: unknown): boolean {
  return decision === 'refused' && confirmation !== REFUSAL_CONFIRMATION;
}
