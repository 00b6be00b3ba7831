import { addDays, formatCalendarDate } from '../calendar-date';
import { naturalDeathCoveredFrom } from './funeral-claim-rules';
import {
  coverStartsAfterPayment,
  graceEndsOn,
  lapsesOn,
  premiumDueOn,
  reinstateByOn,
} from './premium-schedule';

/**
 * Where a funeral cover stands, read from its premiums (issue 27, points 2 and 4; docs/decisions/054). The one
 * function the application page, My Orders, the claim form and the admin console all show.
 */

export interface PremiumLedger {
  /** The day the application was approved: the first premium falls due then. Null while it is not approved. */
  approvedOn: string | null;
  /** The day each premium was paid (or waived), in order: [0] is the first premium, [1] the second... */
  paidOn: readonly string[];
  today: string;
}

/** A stretch of cover: from its first day to its last (null: still running), with its own waiting period. */
export interface CoverSpell {
  from: string;
  to: string | null;
  /** A natural death is covered from this day; an accident from `from`. */
  naturalDeathFrom: string;
}

export type CoverStanding =
  | { state: 'not_approved' }
  | { state: 'awaiting_first_premium'; dueOn: string }
  | { state: 'in_force'; coverStart: string; paidTo: string }
  | { state: 'reinstated'; reinstatedOn: string; paidTo: string; naturalDeathFrom: string }
  | { state: 'in_grace'; unpaidSince: string; coverUntil: string; premiumsDue: number }
  | { state: 'lapsed'; lapsedOn: string; reinstateBy: string; canReinstate: boolean; premiumsDue: number };

export type CoverState = CoverStanding['state'];

export interface CoverReading {
  standing: CoverStanding;
  spells: CoverSpell[];
  /** The first day cover ever started, or null before the first premium. */
  firstCoverStart: string | null;
  /** The premium to pay next, or null when none can be paid (not approved; lapsed past reinstatement). */
  nextPremium: { index: number; dueOn: string } | null;
}

const spellFrom = (from: string): CoverSpell => ({
  from,
  to: null,
  naturalDeathFrom: naturalDeathCoveredFrom(from),
});

/** Premiums from `first` that were due on `day` and not paid by then. */
function premiumsDueOn(ledger: PremiumLedger, coverStart: string, first: number, day: string): number {
  let count = 0;
  for (let index = first; premiumDueOn(index, ledger.approvedOn!, coverStart) <= day; index++) {
    const paid = ledger.paidOn[index];
    if (paid === undefined || paid > day) count++;
  }
  return count;
}

/**
 * When the arrears from premium `first` were all paid: the first day on which every premium due by then was paid,
 * or null while some are still owed.
 */
function arrearsClearedOn(ledger: PremiumLedger, coverStart: string, first: number) {
  let cleared = '';
  for (let index = first; ; index++) {
    const paid = ledger.paidOn[index];
    if (paid === undefined) return null;
    if (paid > cleared) cleared = paid;
    const nextDue = premiumDueOn(index + 1, ledger.approvedOn!, coverStart);
    if (nextDue > cleared) return { clearedOn: cleared, next: index + 1 };
  }
}

/** The one reading of a cover's premiums: its standing today and every stretch of cover so far. */
export function readCover(ledger: PremiumLedger): CoverReading {
  const { approvedOn, paidOn, today } = ledger;
  if (!approvedOn)
    return { standing: { state: 'not_approved' }, spells: [], firstCoverStart: null, nextPremium: null };
  const firstPaid = paidOn[0];
  if (firstPaid === undefined) {
    const standing = { state: 'awaiting_first_premium', dueOn: approvedOn } as const;
    return { standing, spells: [], firstCoverStart: null, nextPremium: { index: 0, dueOn: approvedOn } };
  }
  const coverStart = coverStartsAfterPayment(firstPaid);
  const spells = [spellFrom(coverStart)];
  const reading = (standing: CoverStanding, next: number | null): CoverReading => ({
    standing,
    spells,
    firstCoverStart: coverStart,
    nextPremium: next === null ? null : { index: next, dueOn: premiumDueOn(next, approvedOn, coverStart) },
  });

  for (let index = 1; ; index++) {
    const dueOn = premiumDueOn(index, approvedOn, coverStart);
    const paid = paidOn[index];
    const current = spells[spells.length - 1]!;
    if (paid === undefined && dueOn > today) {
      const paidTo = addDays(dueOn, -1);
      if (current.from !== coverStart && today < current.naturalDeathFrom) {
        const standing = {
          state: 'reinstated',
          reinstatedOn: current.from,
          paidTo,
          naturalDeathFrom: current.naturalDeathFrom,
        } as const;
        return reading(standing, index);
      }
      return reading({ state: 'in_force', coverStart, paidTo }, index);
    }
    const coverUntil = graceEndsOn(dueOn);
    if (paid !== undefined && paid <= coverUntil) continue;
    if (today <= coverUntil) {
      const premiumsDue = premiumsDueOn(ledger, coverStart, index, today);
      return reading({ state: 'in_grace', unpaidSince: dueOn, coverUntil, premiumsDue }, index);
    }
    current.to = coverUntil;
    const lapsedOn = lapsesOn(dueOn);
    const reinstateBy = reinstateByOn(lapsedOn);
    const cleared = arrearsClearedOn(ledger, coverStart, index);
    if (!cleared || cleared.clearedOn > reinstateBy) {
      const canReinstate = !cleared && today <= reinstateBy;
      const premiumsDue = premiumsDueOn(ledger, coverStart, index, today);
      return reading(
        { state: 'lapsed', lapsedOn, reinstateBy, canReinstate, premiumsDue },
        canReinstate ? index : null,
      );
    }
    spells.push(spellFrom(coverStartsAfterPayment(cleared.clearedOn)));
    index = cleared.next - 1;
  }
}

/** The stretch of cover a day falls in, or null when nothing covered it. */
export function spellOn(spells: readonly CoverSpell[], day: string): CoverSpell | null {
  return spells.find((spell) => spell.from <= day && (spell.to === null || day <= spell.to)) ?? null;
}

const date = formatCalendarDate;

/** The standing in words, the same on every page that shows it. */
export function coverStandingText(standing: CoverStanding): string {
  switch (standing.state) {
    case 'not_approved':
      return 'Not approved yet';
    case 'awaiting_first_premium':
      return 'Awaiting the first premium: cover starts the day after it is paid';
    case 'in_force':
      return `In force (paid to ${date(standing.paidTo)})`;
    case 'reinstated':
      return `Reinstated on ${date(standing.reinstatedOn)} (paid to ${date(standing.paidTo)}); a natural death is covered again from ${date(standing.naturalDeathFrom)}`;
    case 'in_grace':
      return `In grace (unpaid since ${date(standing.unpaidSince)}, cover continues until ${date(standing.coverUntil)})`;
    case 'lapsed':
      return standing.canReinstate
        ? `Lapsed on ${date(standing.lapsedOn)}: pay the arrears by ${date(standing.reinstateBy)} to reinstate it`
        : `Lapsed on ${date(standing.lapsedOn)}: a new application is needed`;
  }
}

export const COVER_STATE_LABELS: Record<CoverState, string> = {
  not_approved: 'Not approved',
  awaiting_first_premium: 'Awaiting first premium',
  in_force: 'In force',
  reinstated: 'Reinstated',
  in_grace: 'In grace',
  lapsed: 'Lapsed',
};
