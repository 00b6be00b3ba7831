import { formatCalendarDate } from '@/domain/calendar-date';

/** '2026-11-23' → '23 November 2026', the same in every time zone. */
export function formatDate(date: string): string {
  return formatCalendarDate(date);
}
