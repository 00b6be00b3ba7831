import { addDays, calendarDateOf } from '../calendar-date';
import { coverageEnd } from './coverage';

/**
 * Renewing a health order (issue 14, point 4; docs/decisions/039): which orders may be renewed and when the new
 * cover starts. Dates are 'YYYY-MM-DD' calendar days in UTC, like every date the orders hold.
 */

/** How long after its cover ended an order may still be renewed: a sponsor who missed the end by weeks. */
export const RENEWAL_WINDOW_DAYS = 90;

export const RENEWAL_MESSAGES = {
  notRenewable: 'Only active cover, or cover that ended in the last 90 days, can be renewed.',
  alreadyRenewed: 'This order has already been renewed.',
  personalDataRemoved: "This order's personal details were removed, so it cannot be renewed.",
} as const;

/** Statuses whose cover has run: written as text so the rule holds before and after `expired` exists. */
const RENEWABLE_STATUSES: readonly string[] = ['active', 'expired'];

export interface RenewableOrder {
  status: string;
  coverageStartDate: string;
  /** The stored end when the order has one; otherwise it is derived from the start. */
  coverageEndDate?: string | null;
  personalDataRemovedAt: Date | null;
  /** Whether a renewal that is not cancelled already points at this order. */
  renewed: boolean;
}

export type RenewalCheck =
  | { ok: true; earliestStart: string }
  | { ok: false; message: (typeof RENEWAL_MESSAGES)[keyof typeof RENEWAL_MESSAGES] };

/** The last day of the order's cover. */
export function renewedCoverEnd(order: Pick<RenewableOrder, 'coverageStartDate' | 'coverageEndDate'>) {
  return order.coverageEndDate ?? coverageEnd(order.coverageStartDate);
}

/**
 * The earliest start of the order that renews cover ending on `end`: the day after that end, so cover runs on
 * without a gap, or tomorrow when it has already ended (an order never starts today or earlier).
 */
export function renewalStart(end: string, now: Date): string {
  const dayAfterEnd = addDays(end, 1);
  const tomorrow = addDays(calendarDateOf(now), 1);
  // 'YYYY-MM-DD' text sorts as the dates do.
  return dayAfterEnd > tomorrow ? dayAfterEnd : tomorrow;
}

/** Whether the order can be renewed now, and if so the renewal's earliest cover start. */
export function checkRenewal(order: RenewableOrder, now: Date): RenewalCheck {
  if (order.personalDataRemovedAt) return { ok: false, message: RENEWAL_MESSAGES.personalDataRemoved };
  if (!RENEWABLE_STATUSES.includes(order.status))
    return { ok: false, message: RENEWAL_MESSAGES.notRenewable };
  const end = renewedCoverEnd(order);
  const lastDay = addDays(end, RENEWAL_WINDOW_DAYS);
  if (calendarDateOf(now) > lastDay) return { ok: false, message: RENEWAL_MESSAGES.notRenewable };
  if (order.renewed) return { ok: false, message: RENEWAL_MESSAGES.alreadyRenewed };
  return { ok: true, earliestStart: renewalStart(end, now) };
}
