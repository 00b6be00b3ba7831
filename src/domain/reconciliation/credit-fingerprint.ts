import { sha256Hex } from './sha256';
import type { StatementCredit } from './statement-credit';

/** The facts of a line that make it this line: not its position in the file, which another export may change. */
function lineKey(credit: StatementCredit): string {
  const { account, bookingDate, amountMinor, currency, narration, bankLineId } = credit;
  // JSON keeps the fields apart: a '|' inside a narration cannot make two different lines one key.
  return JSON.stringify([account, bookingDate, amountMinor, currency, narration.trim(), bankLineId ?? '']);
}

/**
 * A stable id of each credit, so importing the same statement twice is seen and changes nothing (issue 32 point 2):
 * SHA-256 of the account, booking date, amount, currency, narration and the bank's line id, and of the line's
 * ordinal among identical lines, so two genuine identical transfers on one day stay two credits. The statements
 * of two overlapping periods give an overlapping day's lines the same fingerprints, as long as each holds the whole day.
 */
export function creditFingerprints(credits: readonly StatementCredit[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const key = lineKey(credit);
    const ordinal = seen.get(key) ?? 0;
    seen.set(key, ordinal + 1);
    return sha256Hex(`${key}#${ordinal}`);
  });
}
