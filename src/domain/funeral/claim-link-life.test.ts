import { describe, expect, it } from 'vitest';
import {
  CLAIM_LINK_DAYS,
  claimIsClosed,
  claimLinkExpiry,
  claimLinkLife,
  claimLinkUsable,
} from './claim-link-life';
import { CLAIM_STATUSES } from './funeral-claim-rules';

const sent = new Date('2026-03-01T10:00:00Z');
const days = (n: number, from = sent) => new Date(from.getTime() + n * 24 * 60 * 60 * 1000);
const link = { expiresAt: claimLinkExpiry(sent), revokedAt: null };
const replaced = { ...link, revokedAt: days(2) };

describe('a claim is closed', () => {
  it('once paid or rejected, and open at every other step', () => {
    expect(CLAIM_STATUSES.filter(claimIsClosed)).toEqual(['paid', 'rejected']);
  });
});

describe('a claim link with no claim made through it', () => {
  it(`works for ${CLAIM_LINK_DAYS} days from sending, and not a moment more`, () => {
    expect(link.expiresAt).toEqual(days(14));
    expect(claimLinkUsable(link, [], days(14, new Date(sent.getTime() - 1)))).toBe(true);
    expect(claimLinkUsable(link, [], days(14))).toBe(false);
    expect(claimLinkLife(link, [])).toEqual({ lastsUntilClosed: false, endsAt: days(14) });
  });

  it('dies when the holder sends a new one', () => {
    expect(claimLinkUsable(replaced, [], days(2))).toBe(false);
    expect(claimLinkUsable(replaced, [], days(1))).toBe(true);
    expect(claimLinkLife(replaced, [])).toEqual({ lastsUntilClosed: false, endsAt: days(2) });
  });
});

describe('a claim link a claim was made through', () => {
  const open = (status: 'submitted' | 'documents_checked' | 'approved') => ({ status, updatedAt: days(1) });

  it('works while the claim is open, past its expiry and after a newer link replaced it', () => {
    for (const status of ['submitted', 'documents_checked', 'approved'] as const) {
      expect(claimLinkUsable(link, [open(status)], days(300))).toBe(true);
      expect(claimLinkUsable(replaced, [open(status)], days(30))).toBe(true);
      expect(claimLinkLife(replaced, [open(status)])).toEqual({ lastsUntilClosed: true });
    }
  });

  it('works while any of its claims is open', () => {
    const closed = { status: 'rejected' as const, updatedAt: days(3) };
    expect(claimLinkUsable(link, [closed, open('submitted')], days(60))).toBe(true);
  });

  it(`works ${CLAIM_LINK_DAYS} days after the claim closed, paid or rejected, so the outcome can be read`, () => {
    for (const status of ['paid', 'rejected'] as const) {
      const closedOn = days(40);
      const claim = { status, updatedAt: closedOn };
      expect(claimLinkUsable(replaced, [claim], days(13, closedOn))).toBe(true);
      expect(claimLinkUsable(replaced, [claim], days(14, closedOn))).toBe(false);
      expect(claimLinkLife(link, [claim])).toEqual({ lastsUntilClosed: false, endsAt: days(14, closedOn) });
    }
  });

  it('keeps its own 14 days when the claim closed early, and the latest closing counts', () => {
    const early = { status: 'rejected' as const, updatedAt: days(1) };
    expect(claimLinkLife(link, [early])).toEqual({ lastsUntilClosed: false, endsAt: days(15) });
    const later = { status: 'paid' as const, updatedAt: days(20) };
    expect(claimLinkLife(link, [early, later])).toEqual({ lastsUntilClosed: false, endsAt: days(34) });
  });
});
