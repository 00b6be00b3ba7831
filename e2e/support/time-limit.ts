import { test } from '@playwright/test';
import { OVER_LIMIT_ANNOTATION } from './time-limit-reporter';

/**
 * Marks the running test as one that waits on a clock of the product's own and so may take more than the 10-second
 * limit: the time-limit reporter lists it with `reason` instead of failing the run.
 */
export function waitsOnTheProductsClock(reason: string) {
  test.info().annotations.push({ type: OVER_LIMIT_ANNOTATION, description: reason });
}
