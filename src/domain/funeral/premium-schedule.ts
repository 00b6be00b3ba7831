import { addDays } from '../calendar-date';
import { addMonths } from './funeral-claim-rules';

/**
 * When funeral premiums fall due and what follows when one is not paid (issue 27, point 4; docs/decisions/054).
 * Dates are calendar dates ('YYYY-MM-DD'); every day named is included.
 */

/** Days after a premium's due date during which the cover continues unpaid. */
export const GRACE_DAYS = 30;
/** Days after the lapse during which paying the arrears reinstates the cover. */
export const REINSTATEMENT_DAYS = 90;

/** Cover starts the day after the first premium is paid, and again the day after arrears are paid. */
export function coverStartsAfterPayment(paidOn: string): string {
  return addDays(paidOn, 1);
}

/**
 * The due date of premium `index` (0 is the first, due on approval, `approvedOn`). Later premiums fall due on the
 * cover start's day of the month, counted from the cover start each time so a short month does not move the
 * months after it: a cover from 31 January is due 28 February, 31 March, 30 April.
 */
export function premiumDueOn(index: number, approvedOn: string, coverStart: string | null): string {
  if (index === 0) return approvedOn;
  if (!coverStart) throw new Error('Only the first premium is due before the cover starts');
  return addMonths(coverStart, index);
}

/** The last day the cover continues when the premium due on `dueOn` is unpaid. */
export function graceEndsOn(dueOn: string): string {
  return addDays(dueOn, GRACE_DAYS);
}

/** The first day without cover when the premium due on `dueOn` stays unpaid. */
export function lapsesOn(dueOn: string): string {
  return addDays(graceEndsOn(dueOn), 1);
}

/** The last day on which paying the arrears reinstates cover that lapsed on `lapsedOn`. */
export function reinstateByOn(lapsedOn: string): string {
  return addDays(lapsedOn, REINSTATEMENT_DAYS - 1);
}
