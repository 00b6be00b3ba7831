import { addDays, parseCalendarDate } from '../calendar-date';
import { invitationExpiry, RELATIVE_PAGE_DAYS_AFTER_COVER } from './beneficiary-invitation';
import { hasSettledCover } from './coverage';
import type { OrderStatus } from './order-status';

/*
 * How long the relative's own page works (docs/decisions/050). Her link is her page for as long as she is covered:
 * the invitation's first 14 days while the order waits, then the cover and 90 days more, so she can still show a
 * hospital her card for a bill that comes in after the end, and still open it while her sponsor renews.
 */

export interface RelativeLinkFacts {
  /** When the current link was sent (a re-issued link counts from its own sending). */
  sentAt: Date;
  /**
   * The last day of each cover the page speaks for, 'YYYY-MM-DD' (UTC) or null while that cover has no dates yet:
   * the order's own, and its renewal's when there is one (a renewal extends the page).
   */
  coverEnds: ReadonlyArray<string | null>;
}

/** The first instant the link no longer works: the later of 14 days after sending and the 90th day after cover. */
export function relativeLinkExpiry({ sentAt, coverEnds }: RelativeLinkFacts): Date {
  const invitation = invitationExpiry(sentAt);
  const afterCover = coverEnds.flatMap((end) => {
    const lastDay = end && parseCalendarDate(end) ? addDays(end, RELATIVE_PAGE_DAYS_AFTER_COVER + 1) : null;
    // The whole 90th day counts: the link stops at the start (UTC) of the day after it.
    return lastDay ? [new Date(`${lastDay}T00:00:00.000Z`)] : [];
  });
  return new Date(Math.max(invitation.getTime(), ...afterCover.map((at) => at.getTime())));
}

/** Whether the link works at `now`. */
export function relativeLinkWorks(facts: RelativeLinkFacts, now: Date): boolean {
  return now < relativeLinkExpiry(facts);
}

/** A cover's last day once it is settled (an active or expired order), else null: a waiting order's is provisional. */
export function coverEndOf(order: { status: OrderStatus; coverageEndDate: string }): string | null {
  return hasSettledCover(order.status) ? order.coverageEndDate : null;
}

/** The words of her lasting page (docs/decisions/050), plain and short: she may read them at a hospital's desk. */
export const RELATIVE_PAGE_MESSAGES = {
  keepPage: 'This page is for you only. Keep it: your member card is here for as long as you are covered.',
  cardOnceActive:
    'Your member card will appear here once your cover is active. It starts the day after Diaspora Hub activates it, once everyone on the order has agreed to share their details.',
  qrLabel: 'QR code of your member card: a hospital scans it to check your cover',
  qrCaption: 'Show this code at the hospital. They scan it to check your cover.',
  openCheck: 'Open the cover check the hospital sees',
  emergencyLead: (provider: string) =>
    `In an emergency, call ${provider}. They will ask for the number on your card.`,
  noHospitalYet: 'You have not chosen a hospital yet.',
  hospitalPhoneUnknown:
    'We do not have this hospital’s phone number yet. Call the emergency line above and they will put you through.',
  homeLead: 'Keep this page on your phone, so you can open your card in one tap, even without this message.',
  androidSteps: ['Tap the menu ⋮ at the top right.', 'Tap Add to Home screen.', 'Tap Add.'],
  iphoneSteps: [
    'Tap the Share button: a square with an arrow pointing up.',
    'Tap Add to Home Screen.',
    'Tap Add.',
  ],
} as const;

/**
 * The orders whose people keep their own page when the sponsor's account is deleted (decision 033 keeps the cover;
 * docs/decisions/050): paid (waiting to start) and active. Their names, contact and hospital stay, as the cover and
 * her page need them; everyone else's go with the account.
 */
export const COVER_OUTLIVES_SPONSOR: readonly OrderStatus[] = ['paid', 'active'];
