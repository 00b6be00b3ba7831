import { addDays, formatCalendarDate } from '../calendar-date';

/**
 * Renewal reminders (issue 14, point 4; docs/decisions/037): the sponsor is told 30 and then 7 days before the
 * cover's last day, once each. Dates are 'YYYY-MM-DD' calendar days in UTC, like every date the orders hold.
 */

/** Days before the last day of cover at which a reminder is due, the earlier first. */
export const REMINDER_DAYS = [30, 7] as const;
export type ReminderKind = (typeof REMINDER_DAYS)[number];

/**
 * The window of last days a reminder of `kind` is due for on `today`: from the day it falls due to the day before
 * the next reminder's window. A sweep that missed a day (no instance running) still sends it late, and an order
 * already inside the 7-day window gets only that one, never two mails at once.
 */
export function reminderWindow(kind: ReminderKind, today: string): { from: string; to: string } {
  const next = REMINDER_DAYS[REMINDER_DAYS.indexOf(kind) + 1];
  return { from: addDays(today, next === undefined ? 0 : next + 1), to: addDays(today, kind) };
}

/** Which reminder, if any, is due on `today` for cover whose last day is `end`. */
export function reminderDue(end: string, today: string): ReminderKind | undefined {
  return REMINDER_DAYS.find((kind) => {
    const { from, to } = reminderWindow(kind, today);
    // 'YYYY-MM-DD' text sorts as the dates do.
    return end >= from && end <= to;
  });
}

/** Whole days from `today` to `end`. */
function daysBetween(today: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(today)) / 86_400_000);
}

/** What the reminder says: the last day of cover, how near it is, and where to renew. */
export function renewalReminder(
  order: { planName: string; confirmationNumber: string; end: string },
  today: string,
): { title: string; body: string } {
  const days = daysBetween(today, order.end);
  const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  return {
    title: 'Your cover ends soon',
    body: `Your ${order.planName} order ${order.confirmationNumber} covers until ${formatCalendarDate(order.end)}, ${when}. Renew it from the order page so the cover runs on without a gap.`,
  };
}
