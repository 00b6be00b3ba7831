import { addDays } from '../calendar-date';
import type { CoverReading, PremiumLedger } from './cover-standing';
import { lapsesOn, premiumDueOn } from './premium-schedule';

/**
 * What the admin watches on one cover (issue 27, point 7; docs/decisions/065): its premiums due soon or overdue,
 * its arrears and a lapse coming, all read from `readCover` and the schedule it uses, never from a second rule.
 */

/** How far ahead the admin's lists look: premiums due and lapses within this many days from today. */
export const WATCH_DAYS = 7;

export interface PremiumToWatch {
  index: number;
  dueOn: string;
  /** Due before today and not paid. */
  overdue: boolean;
}

export interface CoverWatch {
  due: PremiumToWatch[];
  /**
   * On a cover in grace, or lapsed and still reinstatable: the premiums due and unpaid (the standing's count) and
   * the due date of the first of them. Null otherwise.
   */
  arrears: { premiums: number; since: string } | null;
  /** The day the cover lapses, when that is within the window. */
  lapsesOn: string | null;
}

/**
 * Premiums payable now (`reading.nextPremium` on) that fall due by `today + WATCH_DAYS`, the arrears the standing
 * counts, and the lapse date of a cover in grace when it falls in the window. Nothing for a cover nobody can pay.
 */
export function watchCover(ledger: PremiumLedger, reading: CoverReading): CoverWatch {
  const { standing, nextPremium } = reading;
  const { approvedOn, paidOn, today } = ledger;
  const horizon = addDays(today, WATCH_DAYS);
  const due: PremiumToWatch[] = [];
  if (nextPremium && approvedOn) {
    for (let index = nextPremium.index; ; index++) {
      const dueOn = premiumDueOn(index, approvedOn, reading.firstCoverStart);
      if (dueOn > horizon) break;
      if (paidOn[index] === undefined) due.push({ index, dueOn, overdue: dueOn < today });
      // Only the first premium can be due before the cover starts.
      if (!reading.firstCoverStart) break;
    }
  }
  const owing = standing.state === 'in_grace' || (standing.state === 'lapsed' && standing.canReinstate);
  const arrears = owing && nextPremium ? { premiums: standing.premiumsDue, since: nextPremium.dueOn } : null;
  const lapse = standing.state === 'in_grace' ? lapsesOn(standing.unpaidSince) : null;
  return { due, arrears, lapsesOn: lapse !== null && lapse <= horizon ? lapse : null };
}
