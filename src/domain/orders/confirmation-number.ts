import { addDays, calendarDateOf } from '../calendar-date';
import { timeReference } from '../time-reference';

/** 'DH' followed by the order time in uppercase base 36 (DECISIONS 14); `attempt` moves past a taken number. */
export function confirmationNumber(placedAt: Date, attempt = 0): string {
  return timeReference('DH', placedAt, attempt);
}

/** Cover starts the day after the order is placed (spec 001 §9). */
export function coverageStartFor(placedAt: Date): string {
  return addDays(calendarDateOf(placedAt), 1);
}

export const COVERAGE_PERIOD_LABEL = '12 Months';
