import { z } from 'zod';
import { requiredText } from '../accounts/text-field';
import type { ProviderId } from '../catalogue/types';
import { formatCalendarDate } from '../calendar-date';

/**
 * Member cards: one per person an order covers, from the day the order is active (docs/decisions/038). The card
 * carries a QR code that opens a public page a hospital's front desk reads; that page shows the cover's status and
 * the person's initials, nothing else personal.
 */

/** Order statuses with cards: an active order's, and an expired one's (shown as expired). */
const CARD_ORDER_STATUSES: readonly string[] = ['active', 'expired'];

export function orderHasCards(orderStatus: string): boolean {
  return CARD_ORDER_STATUSES.includes(orderStatus);
}

export const CARD_COVER_STATUSES = ['active', 'not-yet-active', 'expired', 'cancelled', 'revoked'] as const;
export type CardCoverStatus = (typeof CARD_COVER_STATUSES)[number];

export const CARD_COVER_STATUS_LABELS: Record<CardCoverStatus, string> = {
  active: 'Cover active',
  'not-yet-active': 'Cover not yet active',
  expired: 'Cover expired',
  cancelled: 'Cover cancelled',
  revoked: 'Card revoked',
};

/** What the front desk reads under the status: what it means for the patient in front of them. */
export const CARD_COVER_STATUS_EXPLANATIONS: Record<CardCoverStatus, string> = {
  active: 'This person is covered today.',
  'not-yet-active': 'This cover has not started yet.',
  expired: 'This cover has ended.',
  cancelled: 'This cover was cancelled.',
  revoked: 'This card was revoked and is no longer valid. Ask the member for their current card.',
};

export interface CardCoverFacts {
  orderStatus: string;
  validFrom: string;
  validTo: string;
  revoked: boolean;
  /** Today, 'YYYY-MM-DD' (UTC, like every date the orders hold). */
  today: string;
}

/**
 * The status the verification page shows. A revoked card says so whatever the order; otherwise the order's
 * status, then the dates: an active order outside its dates is not yet active or expired.
 */
export function cardCoverStatus({
  orderStatus,
  validFrom,
  validTo,
  revoked,
  today,
}: CardCoverFacts): CardCoverStatus {
  if (revoked) return 'revoked';
  if (orderStatus === 'cancelled') return 'cancelled';
  if (orderStatus === 'expired' || today > validTo) return 'expired';
  if (orderStatus !== 'active' || today < validFrom) return 'not-yet-active';
  return 'active';
}

/** 'Ada Okafor' → 'A. O.': all the verification page shows of a person. */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((initial) => `${initial}.`)
    .join(' ');
}

/** The order's confirmation number and the person's place on it: 'DH1A2B3C4D-01'. */
export function memberNumber(confirmationNumber: string, position: number): string {
  return `${confirmationNumber}-${String(position + 1).padStart(2, '0')}`;
}

/**
 * The providers' emergency lines. The catalogue has none yet: these are samples in Nigeria's reserved-looking
 * 0700 range, and every card that shows one says it is a sample.
 */
const SAMPLE_EMERGENCY_LINES: Record<ProviderId, string> = {
  homereach: '0700 000 1101',
  'diaspora-uhms': '0700 000 1102',
  tangerine: '0700 000 1103',
  'ally-partners': '0700 000 1104',
  venus: '0700 000 1105',
};

export const EMERGENCY_LINE_SAMPLE_NOTE =
  'Sample number: the provider’s real line is not yet in our catalogue.';

export function emergencyLineOf(providerId: ProviderId): { number: string; isSample: boolean } {
  return { number: SAMPLE_EMERGENCY_LINES[providerId], isSample: true };
}

/** The short text a share (WhatsApp or e-mail) sends with the verification link. */
export function cardShareText(planName: string, verifyUrl: string): string {
  return `Health cover (${planName}) — a hospital can check it here: ${verifyUrl}`;
}

export const CARD_SHARE_SUBJECT = 'Diaspora Hub member card';

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function mailShareUrl(email: string, text: string): string {
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(CARD_SHARE_SUBJECT)}&body=${encodeURIComponent(text)}`;
}

export function cardValidity(validFrom: string, validTo: string): string {
  return `${formatCalendarDate(validFrom)} – ${formatCalendarDate(validTo)}`;
}

/** One card as its owner or an admin sees it. */
export const MemberCardViewSchema = z
  .object({
    id: z.string(),
    memberNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The beneficiary's own e-mail, for sharing the card with them (docs/decisions/038); may be empty. */
    email: z.string(),
    planName: z.string(),
    providerName: z.string(),
    validFrom: z.iso.date(),
    validTo: z.iso.date(),
    emergencyLine: z.string(),
    emergencyLineIsSample: z.boolean(),
    coverStatus: z.enum(CARD_COVER_STATUSES),
    /** The public verification page the QR code opens; it changes when a card is re-issued. */
    verifyUrl: z.url(),
    revokedAt: z.iso.datetime().nullable(),
    revokedReason: z.string().nullable(),
    /** 'Enrolled with HomeReach: member ID …' once the provider has confirmed (enrolledLine); null before. */
    enrolledLine: z.string().nullable(),
    /** The provider's member ID alone, for the relative's page, which says the rest in her language. */
    providerMemberId: z.string().nullable(),
  })
  .meta({ id: 'MemberCardView' });
export type MemberCardView = z.infer<typeof MemberCardViewSchema>;

/** What the public verification page shows: nothing personal but initials. */
export interface CardVerification {
  coverStatus: CardCoverStatus;
  initials: string;
  memberNumber: string;
  planName: string;
  providerName: string;
  validFrom: string;
  validTo: string;
  revokedAt: string | null;
  /** The provider's own enrolment, once confirmed (enrolledLine); null before, so nothing is claimed. */
  enrolledLine: string | null;
}

export const REVOKE_REASON_MAX = 500;

export const CARD_MESSAGES = {
  notFound: 'Member card not found',
  /** The member line of the public check for a card whose person's name was removed (docs/decisions/050). */
  nameRemoved: 'Name removed with the account',
  noCardsYet: 'Member cards are issued once the order is active',
  reasonRequired: 'Please give a reason for revoking this card',
  reasonTooLong: `Please keep the reason under ${REVOKE_REASON_MAX} characters`,
  alreadyRevoked: 'This card is already revoked',
} as const;

export const RevokeCardSchema = z.object({
  reason: requiredText(CARD_MESSAGES.reasonRequired, CARD_MESSAGES.reasonTooLong, REVOKE_REASON_MAX),
});
export type RevokeCard = z.infer<typeof RevokeCardSchema>;
