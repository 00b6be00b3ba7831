/**
 * A confirmed e-mail address before money moves or anyone else is contacted (docs/decisions/063): placing or
 * paying an order, applying, claiming, and anything that sends a message to another person. Browsing, the
 * catalogue, compare and the hospital finder stay open to every account.
 */

/** How long the link in a confirmation mail works, in hours. */
export const EMAIL_CONFIRMATION_HOURS = 24;

export const EMAIL_CONFIRMATION_MESSAGES = {
  /** The answer of every action that needs it, shown where the action was tried. */
  required: 'Please confirm your email address first: open the link we sent you, then come back here.',
  /** After asking for a new link. */
  sent: 'We have sent you a new link. It works for 24 hours.',
  /** Where the link lands. */
  confirmed: 'Your email address is confirmed.',
  /** A link that is expired, already used or unknown. */
  linkInvalid: 'This link has expired or was already used. Ask for a new one below.',
} as const;

/** Whether this account may place, pay, apply, claim or contact someone else. */
export function mayActWithEmail(user: { emailVerified: boolean }): boolean {
  return user.emailVerified;
}
