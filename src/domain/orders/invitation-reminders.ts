/*
 * Relatives who have not answered their invitation are reminded twice (issue 26, docs/decisions/049): 2 and 7 days
 * after they were invited. Pure rules; the sweep in the invitations module writes each reminder once.
 */

export const INVITATION_REMINDER_DAYS = [2, 7] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reminder due now, by its number (1 or 2), or undefined: none before 2 days, the first from 2 days, the second
 * from 7 days, and never one already sent. A sweep that missed a day sends only the latest due, once.
 */
export function reminderDue(
  invitation: { invitedAt: Date | null; reminderCount: number; answered: boolean },
  now: Date,
): number | undefined {
  if (!invitation.invitedAt || invitation.answered) return undefined;
  const days = (now.getTime() - invitation.invitedAt.getTime()) / DAY_MS;
  const due = INVITATION_REMINDER_DAYS.filter((day) => days >= day).length;
  return due > invitation.reminderCount ? due : undefined;
}

/** The latest invitation time a reminder number `n` is due for at `now`: for the sweep's query. */
export function invitedBeforeForReminder(n: number, now: Date): Date {
  const day = INVITATION_REMINDER_DAYS[n - 1] ?? INVITATION_REMINDER_DAYS[0];
  return new Date(now.getTime() - day * DAY_MS);
}
