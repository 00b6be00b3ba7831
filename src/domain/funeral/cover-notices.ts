import { addDays, formatCalendarDate } from '../calendar-date';
import type { DisplayCurrency } from '../fx/currencies';
import { formatIn } from '../fx/format';
import { formatNgn } from '../money';
import type { CoverReading, PremiumLedger } from './cover-standing';
import { NATURAL_DEATH_WAITING_MONTHS } from './funeral-claim-rules';
import { premiumReference } from './funeral-ledger';
import { GRACE_DAYS, premiumDueOn, REINSTATEMENT_DAYS } from './premium-schedule';

/**
 * What the holder of a funeral cover is told as its premiums fall due (issue 27, points 3 and 4;
 * docs/decisions/064): a reminder before a premium is due by transfer, a notice when the cover goes into grace and
 * one when it lapses. Each has a key, so it is sent once per event whatever runs the job, and how often.
 */

/** Days before a premium's due date on which its reminder is sent. */
export const PREMIUM_REMINDER_DAYS = 5;

export type CoverNotice =
  | { kind: 'premium_due'; key: string; index: number; dueOn: string }
  | { kind: 'in_grace'; key: string; unpaidSince: string; coverUntil: string }
  | { kind: 'lapsed'; key: string; lapsedOn: string; reinstateBy: string };

/**
 * The notice the reading calls for today, or null. The key names the event (the premium, the day it went unpaid,
 * the day it lapsed), not the day the job ran: a job that runs late, or twice, finds it already sent. A cover read
 * as lapsed is told it lapsed, not first that it was in grace; one past its reinstatement is told nothing more.
 */
export function coverNoticeDue(reading: CoverReading, today: string): CoverNotice | null {
  const { standing, nextPremium } = reading;
  switch (standing.state) {
    case 'in_grace':
      return {
        kind: 'in_grace',
        key: `in_grace:${standing.unpaidSince}`,
        unpaidSince: standing.unpaidSince,
        coverUntil: standing.coverUntil,
      };
    case 'lapsed':
      if (!standing.canReinstate) return null;
      return {
        kind: 'lapsed',
        key: `lapsed:${standing.lapsedOn}`,
        lapsedOn: standing.lapsedOn,
        reinstateBy: standing.reinstateBy,
      };
    case 'in_force':
    case 'reinstated':
      // The first premium is due on approval, so only later ones have a "before".
      if (!nextPremium || nextPremium.index === 0) return null;
      if (today < addDays(nextPremium.dueOn, -PREMIUM_REMINDER_DAYS)) return null;
      return {
        kind: 'premium_due',
        key: `premium_due:${nextPremium.index}`,
        index: nextPremium.index,
        dueOn: nextPremium.dueOn,
      };
    default:
      return null;
  }
}

export interface PremiumToPay {
  index: number;
  reference: string;
  dueOn: string;
}

/**
 * The premiums due by `ledger.today` and not paid, in order, each with its own reference. Premiums are paid in
 * order (the next one the reading names), so those unpaid are the ones after the last paid.
 */
export function premiumsToPay(
  ledger: PremiumLedger,
  reading: CoverReading,
  reference: string,
): PremiumToPay[] {
  const { approvedOn, paidOn, today } = ledger;
  if (!approvedOn) return [];
  const owed: PremiumToPay[] = [];
  for (let index = paidOn.length; ; index++) {
    if (index > 0 && !reading.firstCoverStart) break;
    const dueOn = premiumDueOn(index, approvedOn, reading.firstCoverStart);
    if (dueOn > today) break;
    owed.push({ index, reference: premiumReference(reference, index), dueOn });
  }
  return owed;
}

const date = formatCalendarDate;

/** 'FA1B2C3D4E-03: ₦15,000, due 1 March 2027', one line per premium to pay. */
export function premiumLines(premiums: readonly PremiumToPay[], amountNgn: number): string[] {
  return premiums.map(
    (premium) => `${premium.reference}: ${formatNgn(amountNgn)}, due ${date(premium.dueOn)}`,
  );
}

/** The reinstatement rule in one sentence, from the schedule's own numbers. */
export function reinstatementRule(reinstateBy?: string): string {
  const by = reinstateBy ? ` by ${date(reinstateBy)}` : '';
  return `Paying the arrears within ${REINSTATEMENT_DAYS} days of a lapse${by} reinstates the cover from the day after they arrive, with a new ${NATURAL_DEATH_WAITING_MONTHS}-month waiting period before a natural death is covered again.`;
}

export interface CoverNoticeContext {
  /** The application's reference, 'FA1B2C3D4E'. */
  reference: string;
  /** One premium, in naira minor units. */
  amountNgn: number;
  /** The premiums to pay now (premiumsToPay); for a reminder, the one falling due. */
  toPay: readonly PremiumToPay[];
  /** The saved card the premium will be charged to (decision 066), when card charges are made. */
  card?: { name: string; amount: number; currency: DisplayCurrency };
}

/**
 * How a premium falling due gets paid (decision 066), as the reminder and the application page both say it:
 * charged to the saved card (for `charge`, when known), or by the holder's transfer quoting the premium's reference.
 */
export function premiumPaymentWay(reference: string, card?: { name: string; charge?: string }): string {
  if (!card) return `Pay it by bank transfer, quoting its own reference: ${reference}.`;
  return `We will charge ${card.charge ?? 'it'} to your ${card.name} on that day, so there is nothing for you to do. To pay by bank transfer instead, quote its own reference: ${reference}.`;
}

/** The notice's title and words: the in-app notification's, and the lead of the mail. */
export function coverNoticeText(
  notice: CoverNotice,
  context: CoverNoticeContext,
): { title: string; body: string } {
  const plan = `your funeral plan ${context.reference}`;
  const list = premiumLines(context.toPay, context.amountNgn).join('\n');
  const card = context.card && {
    name: context.card.name,
    charge: formatIn(context.card.amount, context.card.currency),
  };
  switch (notice.kind) {
    case 'premium_due':
      return {
        title: 'Your funeral plan premium is due soon',
        body: [
          `Premium ${notice.index + 1} of ${plan}, ${formatNgn(context.amountNgn)}, is due on ${date(notice.dueOn)}. ${premiumPaymentWay(premiumReference(context.reference, notice.index), card)}`,
          `If it is not paid, the cover continues for ${GRACE_DAYS} days after the due date and then lapses.`,
        ].join('\n\n'),
      };
    case 'in_grace':
      return {
        title: 'Your funeral plan premium is unpaid',
        body: [
          `We have not received the premium of ${plan} that was due on ${date(notice.unpaidSince)}. Your cover continues until ${date(notice.coverUntil)}; if the premiums due are not paid by then, it lapses the next day and a death after that is not covered.`,
          `To pay, send one bank transfer per premium, quoting its own reference:\n${list}`,
          reinstatementRule(),
        ].join('\n\n'),
      };
    case 'lapsed':
      return {
        title: 'Your funeral plan cover has lapsed',
        body: [
          `The cover of ${plan} lapsed on ${date(notice.lapsedOn)}, because a premium was not paid within ${GRACE_DAYS} days of its due date. A death from that day is not covered.`,
          reinstatementRule(notice.reinstateBy),
          `To pay the arrears, send one bank transfer per premium, quoting its own reference (and any premium that falls due before you pay):\n${list}`,
        ].join('\n\n'),
      };
  }
}
