import { describe, expect, it } from 'vitest';
import { addDays, ageOn, calendarDateOf, formatCalendarDate, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('24-01-01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts an age in whole years, the birthday itself included', () => {
    expect(ageOn('1960-06-15', '2026-06-14')).toBe(65);
    expect(ageOn('1960-06-15', '2026-06-15')).toBe(66);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('takes the UTC calendar date of an instant', () => {
    expect(calendarDateOf(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
  });

  it('writes a date out in words, whatever the time zone, and leaves anything else as it is', () => {
    expect(formatCalendarDate('2026-11-25')).toBe('25 November 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('1 January 2027');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});
