import { calendarDateOf, parseCalendarDate } from '../calendar-date';
import type { ConsentDecision } from './beneficiary-invitation';
import type { OrderStatus } from './order-status';

/*
 * What an order that is not covering anyone yet waits for, and from whom (docs/decisions/048). The success page,
 * the order page, My Orders, the console and the 'Payment received' notice all show these lines.
 */

/** One person on the order as the waiting needs them: their answer and when they were invited and reminded. */
export interface WaitingPerson {
  firstName: string;
  consent: ConsentDecision | null;
  /** ISO instant the invitation went out; null before one was sent. */
  invitedAt: string | null;
  /** ISO instant of the latest reminder; null before any. */
  remindedAt: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(instant: Date): number {
  const parsed = parseCalendarDate(calendarDateOf(instant))!;
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day) / DAY_MS;
}

/**
 * How long ago an instant was, in calendar days (UTC, as every date on the orders): 'today', 'yesterday',
 * '2 days ago'. A time ahead of `now` (a clock a little fast) reads as today.
 */
export function daysAgoWords(at: string | Date, now: Date): string {
  const days = dayNumber(now) - dayNumber(new Date(at));
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/** The name a line uses; a person whose details were removed with the sponsor's account is still someone. */
const nameOf = (person: WaitingPerson) => person.firstName.trim() || 'one person on the order';

function waitingForAnswer(person: WaitingPerson, now: Date): string {
  if (!person.invitedAt) return `Waiting for ${nameOf(person)} to confirm: not invited yet`;
  const invited = `invited ${daysAgoWords(person.invitedAt, now)}`;
  const reminded = person.remindedAt ? `, reminded ${daysAgoWords(person.remindedAt, now)}` : '';
  return `Waiting for ${nameOf(person)} to confirm: ${invited}${reminded}`;
}

function refusal(person: WaitingPerson): string {
  const name = nameOf(person);
  return `${name} said no to sharing their details, so the cover cannot start. You can remove ${name} from the order.`;
}

export const WAITING_FOR_PAYMENT = 'Waiting for your payment';
export const WAITING_FOR_ACTIVATION = 'Waiting for Diaspora Hub to start the cover';

/**
 * What the order waits for, one line per thing (per person while answers are missing); nothing once the cover has
 * started, ended or the order was cancelled.
 */
export function coverWaiting(status: OrderStatus, people: readonly WaitingPerson[], now: Date): string[] {
  if (status === 'pending') return [WAITING_FOR_PAYMENT];
  if (status !== 'paid') return [];
  const lines = [
    ...people.filter((person) => person.consent === 'refused').map(refusal),
    ...people.filter((person) => person.consent === null).map((person) => waitingForAnswer(person, now)),
  ];
  return lines.length > 0 ? lines : [WAITING_FOR_ACTIVATION];
}

/**
 * The people of an invitation view (docs/decisions/041) as the waiting reads them: the one place that maps the
 * view's invitation and reminder times, so the pages follow when the view's fields change.
 */
export function waitingPeopleOf(
  invitations: readonly {
    firstName: string;
    consent: { decision: ConsentDecision } | null;
    invitedAt: string | null;
    remindedAt: string | null;
  }[],
): WaitingPerson[] {
  return invitations.map((person) => ({
    firstName: person.firstName,
    consent: person.consent?.decision ?? null,
    invitedAt: person.invitedAt,
    remindedAt: person.remindedAt,
  }));
}

/** The lines as running text, for a notice or a mail: each a sentence of its own. */
export function asSentences(lines: readonly string[]): string {
  return lines.map((line) => (line.endsWith('.') ? line : `${line}.`)).join(' ');
}
