/**
 * One credit on a bank statement, as either parser reads it (issue 32 point 2, docs/decisions/074). Money is
 * integer minor units (kobo, cents) as everywhere (DECISIONS 16); dates are calendar dates 'YYYY-MM-DD'.
 */
export interface StatementCredit {
  /** The bank's own id of the line (camt.053 AcctSvcrRef or NtryRef, a CSV reference column); null when none. */
  bankLineId: string | null;
  bookingDate: string;
  /** When the money is available; the booking date when the statement gives none. */
  valueDate: string;
  /** Positive minor units of `currency`. */
  amountMinor: number;
  /** ISO 4217, as the statement or the account gives it: compared with the open item's, never assumed. */
  currency: string;
  /** Everything the payer or the bank wrote with the money (narration, remittance, references), joined by ' | '. */
  narration: string;
  payerName: string | null;
  /** The receiving account's number or IBAN, as the statement or the admin names it. */
  account: string;
  /** Where the line was in the file: a CSV line number, or the camt.053 entry's line, for the admin and errors. */
  sourceLine: number;
}

/** A line the parser refused, with why: never dropped without a word (issue 32: strict parsers). */
export interface StatementRowError {
  line: number;
  reason: string;
}

/** What a parser made of a statement: its credits, what it left out and why, and the lines it refused. */
export interface ParsedStatement {
  credits: StatementCredit[];
  /** Debit lines (money out) read and left out: they pay nothing of ours. */
  debits: number;
  /** Opening or closing balance and total lines, and pending (not booked) camt.053 entries, left out. */
  skipped: number;
  errors: StatementRowError[];
}
