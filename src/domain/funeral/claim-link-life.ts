import { CLAIM_STATUSES, type ClaimStatus } from './funeral-claim-rules';

/**
 * How long a funeral claim link works (docs/decisions/045, 067 part C). A link lasts 14 days and dies when the
 * holder sends a new one, until a claim is made through it: then it works while that claim is open, whatever its
 * expiry or a replacement, so a claimant in the middle of a claim is never locked out of it, and 14 days more once
 * the claim is closed, so the outcome can be read there (a contact reached by phone only gets no mail of it).
 */
export const CLAIM_LINK_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const CLOSED: readonly ClaimStatus[] = CLAIM_STATUSES.filter(
  (status) => status === 'paid' || status === 'rejected',
);

/** A claim is closed once paid or rejected: both are final. */
export function claimIsClosed(status: ClaimStatus): boolean {
  return CLOSED.includes(status);
}

/** When a link sent at `at` expires on its own. */
export function claimLinkExpiry(at: Date): Date {
  return new Date(at.getTime() + CLAIM_LINK_DAYS * DAY_MS);
}

export interface ClaimLinkDates {
  expiresAt: Date;
  /** When a newer link for the same application replaced it. */
  revokedAt: Date | null;
}

/** A claim made through the link; `updatedAt` of a closed claim is when it closed (nothing changes it after). */
export interface ClaimThroughLink {
  status: ClaimStatus;
  updatedAt: Date;
}

/** Until its claim closes, or until an instant (in the past once it no longer works). */
export type ClaimLinkLife = { lastsUntilClosed: true } | { lastsUntilClosed: false; endsAt: Date };

export function claimLinkLife(
  link: ClaimLinkDates,
  claimsThrough: readonly ClaimThroughLink[],
): ClaimLinkLife {
  if (claimsThrough.some((claim) => !claimIsClosed(claim.status))) return { lastsUntilClosed: true };
  const ends = [
    link.revokedAt && link.revokedAt < link.expiresAt ? link.revokedAt : link.expiresAt,
    ...claimsThrough.map((claim) => claimLinkExpiry(claim.updatedAt)),
  ];
  return { lastsUntilClosed: false, endsAt: new Date(Math.max(...ends.map((end) => end.getTime()))) };
}

/** Whether the link opens at `at`: the one rule the link's page, its claims and its documents ask. */
export function claimLinkUsable(
  link: ClaimLinkDates,
  claimsThrough: readonly ClaimThroughLink[],
  at: Date,
): boolean {
  return lifeAllows(claimLinkLife(link, claimsThrough), at);
}

/** Whether a link with this life opens at `at`. */
export function lifeAllows(life: ClaimLinkLife, at: Date): boolean {
  return life.lastsUntilClosed || at < life.endsAt;
}

/** The rule in words, after the link's own date, in the mail and on the holder's page. */
export const CLAIM_LINK_AFTER_CLAIM = `A claim made through it can be followed there until ${CLAIM_LINK_DAYS} days after the claim is closed.`;
