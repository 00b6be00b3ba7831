import { describe, expect, it } from 'vitest';
import { reminderDue } from './invitation-reminders';

const invitedAt = new Date('2026-11-20T09:00:00Z');
const after = (days: number, hours = 0) => new Date(invitedAt.getTime() + (days * 24 + hours) * 3600_000);

describe('invitation reminders (docs/decisions/049)', () => {
  it('falls due 2 and then 7 days after the invitation, once each', () => {
    const unanswered = (reminderCount: number) => ({ invitedAt, reminderCount, answered: false });
    expect(reminderDue(unanswered(0), after(1, 23))).toBeUndefined();
    expect(reminderDue(unanswered(0), after(2))).toBe(1);
    expect(reminderDue(unanswered(1), after(6, 23))).toBeUndefined();
    expect(reminderDue(unanswered(1), after(7))).toBe(2);
    expect(reminderDue(unanswered(2), after(30))).toBeUndefined();
  });

  it('sends only the latest due to someone the sweep missed, and none once answered or before the invitation', () => {
    expect(reminderDue({ invitedAt, reminderCount: 0, answered: false }, after(8))).toBe(2);
    expect(reminderDue({ invitedAt, reminderCount: 0, answered: true }, after(8))).toBeUndefined();
    expect(reminderDue({ invitedAt: null, reminderCount: 0, answered: false }, after(8))).toBeUndefined();
  });
});
