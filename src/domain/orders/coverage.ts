import { addDays, calendarDateOf, formatCalendarDate, parseCalendarDate } from '../calendar-date';
import type { OrderStatus } from './order-status';

/**
 * When a health order's cover starts and ends, and every sentence that states it (DECISIONS 26,
 * docs/decisions/028, amended by 048: cover runs from the day after the order becomes active). Dates are
 * 'YYYY-MM-DD' calendar days in UTC, like every date the orders hold.
 */

export const COVERAGE_PERIOD_LABEL = '12 Months';

/** The earliest cover start, fixed when the order is placed: the order date plus one day (spec 001 §9). */
export function earliestCoverageStart(placedAt: Date): string {
  return addDays(calendarDateOf(placedAt), 1);
}

/**
 * The cover start an order gets when it becomes active (paid, and every person's consent given): the day after
 * the activation, never before the earliest start it was placed with (for a renewal, the day after the renewed
 * cover ends, decision 039). An order activated on the day it was placed keeps that earliest start.
 */
export function coverageStartOnActivation(earliestStart: string, activatedAt: Date): string {
  const dayAfterActivation = addDays(calendarDateOf(activatedAt), 1);
  // 'YYYY-MM-DD' text sorts as the dates do.
  return dayAfterActivation > earliestStart ? dayAfterActivation : earliestStart;
}

/** The last day of cover: 12 months after the start, less one day. A 29 February start ends on 28 February. */
export function coverageEnd(start: string): string {
  const parsed = parseCalendarDate(start);
  if (!parsed) throw new Error(`Not a date: ${start}`);
  const sameDayNextYear = calendarDateOf(new Date(Date.UTC(parsed.year + 1, parsed.month - 1, parsed.day)));
  return addDays(sameDayNextYear, -1);
}

/**
 * Whether the order's cover dates are settled: it has been made active (the cover may since have ended). A paid
 * order still waits for consent or for Diaspora Hub, so its stored start is only the earliest one.
 */
export function hasSettledCover(status: OrderStatus): boolean {
  return status === 'active' || status === 'expired';
}

/** What the pages say of the end while the start is not settled yet. */
export const COVER_ENDS_AFTER_START = '12 months after the start, less one day';

/** What every page and message says before the cover starts, so nobody believes a parent is covered yet. */
export function coverStartsOnActivation(earliestStart: string): string {
  return `Cover starts the day after it is activated, once your payment is received and everyone on the order has agreed to share their details (at the earliest ${formatCalendarDate(earliestStart)}).`;
}

/** What the customer is told once the cover is active: the dates the cover runs. */
export function coverRuns(start: string): string {
  return `Your cover runs from ${formatCalendarDate(start)} to ${formatCalendarDate(coverageEnd(start))}.`;
}

/** What the customer is told once the cover has ended (docs/decisions/037). */
export function coverRan(start: string): string {
  return `Your cover ran from ${formatCalendarDate(start)} to ${formatCalendarDate(coverageEnd(start))}.`;
}

const NO_COVER = 'None, the order was cancelled';

interface DatedOrder {
  status: OrderStatus;
  coverageStartDate: string;
  coverageEndDate: string;
}

/**
 * The cover's first and last day as a page's 'Coverage start/end date' rows show them: the dates once settled,
 * none for a cancelled order, and before that the rule with the earliest date.
 */
export function coverDateLabels(order: DatedOrder): { start: string; end: string; settled: boolean } {
  if (hasSettledCover(order.status)) {
    return {
      start: formatCalendarDate(order.coverageStartDate),
      end: formatCalendarDate(order.coverageEndDate),
      settled: true,
    };
  }
  if (order.status === 'cancelled') return { start: NO_COVER, end: NO_COVER, settled: false };
  return {
    start: `The day after the cover is activated, at the earliest ${formatCalendarDate(order.coverageStartDate)}`,
    end: COVER_ENDS_AFTER_START,
    settled: false,
  };
}

/** The one sentence an order's page and notices give about its cover, whatever its status. */
export function coverSentence(order: Pick<DatedOrder, 'status' | 'coverageStartDate'>): string {
  if (order.status === 'cancelled') return 'This order was cancelled. No cover runs under it.';
  if (order.status === 'expired') return coverRan(order.coverageStartDate);
  if (order.status === 'active') return coverRuns(order.coverageStartDate);
  return coverStartsOnActivation(order.coverageStartDate);
}
