import { describe, expect, it } from 'vitest';
import {
  firstStepToDo,
  previousStep,
  refusalNeedsAsking,
  screenOf,
  stepNumber,
  type RelativeAnswers,
} from './relative-steps';

const NONE: RelativeAnswers = { detailsConfirmedAt: null, consentDecision: null, hospitalId: null };

describe('the relative’s steps', () => {
  it('opens on the first step she has not answered, a refusal counting as an answer', () => {
    expect(firstStepToDo(NONE)).toBe('details');
    const details = { ...NONE, detailsConfirmedAt: new Date() };
    expect(firstStepToDo(details)).toBe('consent');
    expect(firstStepToDo({ ...details, consentDecision: 'refused' })).toBe('hospital');
    expect(firstStepToDo({ ...details, consentDecision: 'given' })).toBe('hospital');
    expect(firstStepToDo({ ...details, consentDecision: 'refused', hospitalId: 'h1' })).toBe('done');
    // Answered out of order (a step opened from its address): still the first one missing.
    expect(firstStepToDo({ ...NONE, hospitalId: 'h1', consentDecision: 'given' })).toBe('details');
  });

  it('numbers the four steps, goes back one at a time, and reads only known screens', () => {
    expect(['details', 'consent', 'refuse', 'hospital', 'done'].map((s) => stepNumber(screenOf(s)!))).toEqual(
      [1, 2, 2, 3, 4],
    );
    expect(previousStep('details')).toBeUndefined();
    expect(previousStep('consent')).toBe('details');
    expect(previousStep('refuse')).toBe('consent');
    expect(previousStep('done')).toBe('hospital');
    expect(screenOf('payment')).toBeUndefined();
    expect(screenOf(['details'])).toBeUndefined();
  });

  it('stores a refusal only with its confirmation', () => {
    expect(refusalNeedsAsking('refused', undefined)).toBe(true);
    expect(refusalNeedsAsking('refused', 'no')).toBe(true);
    expect(refusalNeedsAsking('refused', 'yes')).toBe(false);
    expect(refusalNeedsAsking('given', undefined)).toBe(false);
  });
});
