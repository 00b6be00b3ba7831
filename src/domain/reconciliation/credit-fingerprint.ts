import type { StatementCredit } from './statement-credit';

/** The facts of a line that make it this line: not its position in the file, which another export may change. */
function lineKey(credit: StatementCredit): string {
  const { account, bookingDate, amountMinor, currency, narration, bankLineId } = credit;
  // JSON keeps the fields apart: a '|' inside a narration cannot make two different lines one key.
  return JSON.stringify([account, bookingDate, amountMinor, currency, narration.trim(), bankLineId ?? '']);
}

/** Text to its hex digest: the server passes node:crypto's SHA-256, so the domain stays free of Node. */
export type HashText = (text: string) => string;

/**
 * A stable id of each credit, so importing the same statement twice is seen and changes nothing (issue 32 point 2):
 * SHA-256 of the account, booking date, amount, currency, narration and the bank's line id, and of the line's
 * ordinal among identical lines, so two genuine identical transfers on one day stay two credits. The statements
 * of two overlapping periods give an overlapping day's lines the same fingerprints, as long as each holds the whole day.
 * `hash` is SHA-256 on the server (node:crypto), passed in so this file stays pure and runs anywhere.
 */
export function creditFingerprints(credits: readonly StatementCredit[], hash: HashText): string[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const key = lineKey(credit);
    const ordinal = seen.get(key) ?? 0;
    seen.set(key, ordinal + 1);
    return hash(`${key}#${ordinal}`);
  });
}
