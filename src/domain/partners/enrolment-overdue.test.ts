import { describe, expect, it } from 'vitest';
import { enrolmentDueAt, enrolmentOverdue } from './enrolment-overdue';

// 2026-11-23 is a Monday. Times are UTC; Lagos is one hour ahead.
const at = (iso: string) => new Date(iso);

describe('enrolmentOverdue: 2 working days, Monday to Friday in Lagos', () => {
  it('gives a weekday enrolment until the same time two weekdays later', () => {
    expect(enrolmentDueAt(at('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(enrolmentOverdue(at('2026-11-23T09:00:00Z'), at('2026-11-25T09:00:00Z'))).toBe(false);
    expect(enrolmentOverdue(at('2026-11-23T09:00:00Z'), at('2026-11-25T09:00:01Z'))).toBe(true);
  });

  it('skips the weekend: Thursday and Friday enrolments are due on Monday and Tuesday', () => {
    expect(enrolmentDueAt(at('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(enrolmentDueAt(at('2026-11-27T14:00:00Z')).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(enrolmentOverdue(at('2026-11-27T14:00:00Z'), at('2026-11-30T23:00:00Z'))).toBe(false);
  });

  it('counts a weekend enrolment from Monday midnight in Lagos', () => {
    // Saturday noon and Sunday night are both due at Wednesday 00:00 Lagos, Tuesday 23:00 UTC.
    expect(enrolmentDueAt(at('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(enrolmentDueAt(at('2026-11-29T22:00:00Z')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });

  it('reads the day in Lagos, not in UTC', () => {
    // Friday 23:30 UTC is already Saturday 00:30 in Lagos: a weekend start.
    expect(enrolmentDueAt(at('2026-11-27T23:30:00Z')).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    // Sunday 23:30 UTC is Monday 00:30 in Lagos: a working day.
    expect(enrolmentDueAt(at('2026-11-29T23:30:00Z')).toISOString()).toBe('2026-12-01T23:30:00.000Z');
  });

  it('does not count public holidays out: Christmas and Boxing Day are working days here', () => {
    expect(enrolmentDueAt(at('2026-12-24T09:00:00Z')).toISOString()).toBe('2026-12-28T09:00:00.000Z');
  });
});
