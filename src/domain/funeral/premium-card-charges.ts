import { addDays, formatCalendarDate } from '../calendar-date';
import type { DisplayCurrency } from '../fx/currencies';
import { formatIn } from '../fx/format';
import type { CoverReading } from './cover-standing';
import { premiumReference } from './funeral-ledger';
import { graceEndsOn } from './premium-schedule';

/**
 * Premiums charged to the saved card (issue 27 point 3, docs/decisions/066 part B): on the due day, and again on
 * days 1, 3 and 7 after it while the premium stays unpaid; after that, the cover is left to the grace and lapse
 * rules (054) and the holder pays by transfer or by card from the application page.
 */

/** Days after a premium's due date on which its card is charged: the due day, then the three retries. */
export const CARD_CHARGE_DAYS = [0, 1, 3, 7] as const;

export interface CardChargeDue {
  index: number;
  dueOn: string;
  /** 1 on the due day, 2 to 4 for the retries. */
  attempt: number;
  /** Names the attempt, not the run: each attempt is made once, whatever runs the job and how often. */
  key: string;
}

/**
 * Whether the saved card will be charged for `premium` on its due day, seen from `today`: a premium after the
 * first (the holder pays that one, which saves the card) that is not yet due. The application page says so only
 * then; a premium already late is the declined card's notices' and the grace's to tell.
 */
export function cardChargesOnDueDay(premium: { index: number; dueOn: string }, today: string): boolean {
  return premium.index > 0 && premium.dueOn >= today;
}

/** Whole days from `from` to `to` (calendar dates). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The charge the cover's reading calls for today, or null. Only premiums after the first (the holder pays the
 * first, which saves the card). A job away over an attempt's day makes the latest attempt whose day has come, not
 * every one missed: one charge a day at most, never a burst of declined charges.
 */
export function cardChargeDue(reading: CoverReading, today: string): CardChargeDue | null {
  const next = reading.nextPremium;
  if (!next || next.index === 0) return null;
  const late = daysBetween(next.dueOn, today);
  let attempt = 0;
  CARD_CHARGE_DAYS.forEach((day, position) => {
    if (day <= late) attempt = position + 1;
  });
  if (attempt === 0 || late > CARD_CHARGE_DAYS[CARD_CHARGE_DAYS.length - 1]!) return null;
  return { index: next.index, dueOn: next.dueOn, attempt, key: `card_charge:${next.index}:${attempt}` };
}

/** The day of the attempt after `attempt`, or null after the last. */
export function nextCardChargeOn(dueOn: string, attempt: number): string | null {
  const day = CARD_CHARGE_DAYS[attempt];
  return day === undefined ? null : addDays(dueOn, day);
}

export interface CardChargeFailure {
  /** The application's reference, 'FA1B2C3D4E'. */
  reference: string;
  due: CardChargeDue;
  /** What the card was asked for, in minor units of `currency`. */
  amount: number;
  currency: DisplayCurrency;
  /** 'Visa ending 4081' (savedCardName). */
  card: string;
}

/** What the holder is told when the card is declined: in-app, and the lead of the mail. */
export function cardChargeFailedText(failure: CardChargeFailure): { title: string; body: string } {
  const { due, reference } = failure;
  const date = formatCalendarDate;
  const amount = formatIn(failure.amount, failure.currency);
  const premium = `Premium ${due.index + 1} of your funeral plan ${reference} (${premiumReference(reference, due.index)}), ${amount}`;
  const retry = nextCardChargeOn(due.dueOn, due.attempt);
  const then = retry
    ? `We will try your card again on ${date(retry)}. You can also pay it now by card or by bank transfer from your application page.`
    : `We will not try your card again for this premium. Please pay it by card or by bank transfer from your application page: the cover continues until ${date(graceEndsOn(due.dueOn))} and lapses the next day if it is not paid.`;
  return {
    title: 'Your funeral plan premium could not be charged to your card',
    body: [`${premium}, was due on ${date(due.dueOn)}. Your ${failure.card} was declined.`, then].join(
      '\n\n',
    ),
  };
}
