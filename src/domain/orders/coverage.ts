import { addDays, calendarDateOf, formatCalendarDate, parseCalendarDate } from '../calendar-date';
import type { OrderStatus } from './order-status';

/**
 * When a health order's cover starts and ends (DECISIONS 26, docs/decisions/028). Dates are 'YYYY-MM-DD' calendar
 * days in UTC, like every date the orders hold.
 */

export const COVERAGE_PERIOD_LABEL = '12 Months';

/** The earliest cover start, fixed when the order is placed: the order date plus one day (spec 001 §9). */
export function earliestCoverageStart(placedAt: Date): string {
  return addDays(calendarDateOf(placedAt), 1);
}

/**
 * The cover start an order gets when its payment is confirmed: the day after the payment, never before the
 * earliest start it was placed with. An order paid on the day it was placed keeps that earliest start.
 */
export function coverageStartOnPayment(earliestStart: string, paidAt: Date): string {
  const dayAfterPayment = addDays(calendarDateOf(paidAt), 1);
  // 'YYYY-MM-DD' text sorts as the dates do.
  return dayAfterPayment > earliestStart ? dayAfterPayment : earliestStart;
}

/** The last day of cover: 12 months after the start, less one day. A 29 February start ends on 28 February. */
export function coverageEnd(start: string): string {
  const parsed = parseCalendarDate(start);
  if (!parsed) throw new Error(`Not a date: ${start}`);
  const sameDayNextYear = calendarDateOf(new Date(Date.UTC(parsed.year + 1, parsed.month - 1, parsed.day)));
  return addDays(sameDayNextYear, -1);
}

/** Whether the order's cover dates are settled: its payment is confirmed (the cover may since have ended). */
export function hasConfirmedCoverage(status: OrderStatus): boolean {
  return status === 'paid' || status === 'active' || status === 'expired';
}

/** What the pages say of the end while the start is not settled yet. */
export const COVER_ENDS_AFTER_START = '12 months after the start, less one day';

/** What every page and message says before payment, so nobody believes a parent is covered yet. */
export function coverStartsAfterPayment(earliestStart: string): string {
  return `Cover starts the day after your payment is confirmed (at the earliest ${formatCalendarDate(earliestStart)}).`;
}

/** What the customer is told once the payment is confirmed: the dates the cover runs. */
export function coverRuns(start: string): string {
  return `Your cover runs from ${formatCalendarDate(start)} to ${formatCalendarDate(coverageEnd(start))}.`;
}

/** What the customer is told once the cover has ended (docs/decisions/037). */
export function coverRan(start: string): string {
  return `Your cover ran from ${formatCalendarDate(start)} to ${formatCalendarDate(coverageEnd(start))}.`;
}
