import { describe, expect, it } from 'vitest';
import { reminderDue, reminderWindow, renewalReminder } from './coverage-reminders';

describe('renewal reminders', () => {
  it('are due 30 days before the last day, then 7 days before', () => {
    expect(reminderDue('2027-12-31', '2027-12-01')).toBe(30);
    expect(reminderDue('2027-12-31', '2027-12-24')).toBe(7);
  });

  it('are not due earlier than 30 days before, nor after the last day', () => {
    expect(reminderDue('2027-12-31', '2027-11-30')).toBeUndefined();
    expect(reminderDue('2027-12-31', '2028-01-01')).toBeUndefined();
  });

  it('when late, send the one whose window it is: 30 until 8 days before, then 7 up to the last day', () => {
    expect(reminderDue('2027-12-31', '2027-12-23')).toBe(30);
    expect(reminderDue('2027-12-31', '2027-12-31')).toBe(7);
  });

  it('count across month ends, leap days and year ends', () => {
    expect(reminderWindow(30, '2028-02-01')).toEqual({ from: '2028-02-09', to: '2028-03-02' });
    expect(reminderWindow(7, '2028-02-25')).toEqual({ from: '2028-02-25', to: '2028-03-03' });
    expect(reminderDue('2029-02-28', '2029-01-29')).toBe(30);
    expect(reminderDue('2028-02-29', '2028-02-22')).toBe(7);
    expect(reminderDue('2028-01-05', '2027-12-29')).toBe(7);
  });

  it('say the last day, how near it is, and where to renew', () => {
    const order = { planName: 'Emerald Health Plan', confirmationNumber: 'DH123', end: '2027-12-31' };
    expect(renewalReminder(order, '2027-12-01')).toEqual({
      title: 'Your cover ends soon',
      body: 'Your Emerald Health Plan order DH123 covers until 31 December 2027, in 30 days. Renew it from the order page so the cover runs on without a gap.',
    });
    expect(renewalReminder(order, '2027-12-30').body).toContain('31 December 2027, tomorrow.');
  });
});
