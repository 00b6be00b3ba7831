import { parseCalendarDate } from '@/domain/calendar-date';

/** '2026-11-23' → '23 November 2026', the same in every time zone. */
export function formatDate(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
