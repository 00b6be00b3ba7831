/** An admin's session ends after this long without a request (issue: admin console security). */
export const ADMIN_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/** Activity is written at most this often, so a busy console does not write on every request. */
export const ADMIN_ACTIVITY_RESOLUTION_MS = 60 * 1000;

export function isIdleTooLong(lastActiveAt: Date, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() > ADMIN_IDLE_TIMEOUT_MS;
}

export const ADMIN_MESSAGES = {
  twoFactorRequired: 'Set up two-factor authentication to use the admin console',
  idleExpired: 'Your admin session ended after 12 hours without activity. Please sign in again.',
} as const;
