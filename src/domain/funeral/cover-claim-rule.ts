import { addDays, formatCalendarDate } from '../calendar-date';
import { spellOn, type CoverReading } from './cover-standing';
import { claimDateProblem, CLAIM_MESSAGES, type ClaimCause } from './funeral-claim-rules';

/**
 * Claims only on cover in force at the date of death (issue 27, point 5): paid, or in grace. Why a death cannot be
 * claimed for, or null when it can. Within a stretch of cover the waiting period of docs/decisions/045 applies from
 * that stretch's first day: a reinstated cover starts a new one.
 */
export function coverClaimProblem(
  cause: ClaimCause,
  cover: Pick<CoverReading, 'spells' | 'firstCoverStart'>,
  dateOfDeath: string,
  today: string,
): string | null {
  if (dateOfDeath > today) return CLAIM_MESSAGES.dateOfDeathFuture;
  if (!cover.firstCoverStart) return COVER_CLAIM_MESSAGES.noCoverYet;
  if (dateOfDeath < cover.firstCoverStart) return CLAIM_MESSAGES.beforeCover(cover.firstCoverStart);
  const spell = spellOn(cover.spells, dateOfDeath);
  if (!spell) {
    const lapsed = [...cover.spells]
      .reverse()
      .find((earlier) => earlier.to !== null && earlier.to < dateOfDeath);
    return COVER_CLAIM_MESSAGES.lapsed(addDays(lapsed!.to!, 1));
  }
  return claimDateProblem(cause, spell.from, dateOfDeath, today);
}

export const COVER_CLAIM_MESSAGES = {
  noCoverYet:
    'There is no cover yet: it starts the day after the first premium is paid, and only deaths from then are covered',
  lapsed: (lapsedOn: string) =>
    `The cover lapsed on ${formatCalendarDate(lapsedOn)} because a premium was not paid within 30 days of its due date: a death while the cover has lapsed is not covered`,
} as const;
