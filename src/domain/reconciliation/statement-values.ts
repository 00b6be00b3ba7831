import { isCalendarDate } from '../calendar-date';

/** How a statement writes its dates. 'DD-MMM-YYYY' is '05-Nov-2026'; 'DD-MMM-YY' is '05-NOV-26'. */
export const STATEMENT_DATE_FORMATS = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD-MMM-YYYY',
  'DD-MMM-YY',
  'DD MMM YYYY',
  'YYYY-MM-DD',
] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const PATTERNS: Record<StatementDateFormat, RegExp> = {
  'DD/MM/YYYY': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4})$/,
  'DD-MM-YYYY': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{4})$/,
  'DD-MMM-YYYY': /^(?<d>\d{1,2})-(?<m>[A-Za-z]{3})-(?<y>\d{4})$/,
  'DD-MMM-YY': /^(?<d>\d{1,2})-(?<m>[A-Za-z]{3})-(?<y>\d{2})$/,
  'DD MMM YYYY': /^(?<d>\d{1,2}) (?<m>[A-Za-z]{3}) (?<y>\d{4})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})$/,
};

/**
 * A statement's date as a calendar date 'YYYY-MM-DD', or null when it is not one in `format`. A time after the date
 * ('05/11/2026 14:32:10', as some exports add) is ignored: matching needs the day only.
 */
export function readStatementDate(text: string, format: StatementDateFormat): string | null {
  const datePart = text.trim().split(/\s+\d{1,2}:\d{2}/)[0]!;
  const groups = PATTERNS[format].exec(datePart)?.groups;
  if (!groups) return null;
  const month = /^\d+$/.test(groups.m!) ? Number(groups.m) : MONTHS.indexOf(groups.m!.toUpperCase()) + 1;
  // Two-digit years are this century's: statements are of accounts opened in it.
  const year = groups.y!.length === 2 ? 2000 + Number(groups.y) : Number(groups.y);
  const date = `${year}-${String(month).padStart(2, '0')}-${groups.d!.padStart(2, '0')}`;
  return month >= 1 && isCalendarDate(date) ? date : null;
}

/** How a statement writes its numbers: '1,250,000.00' (Nigerian banks) or '1.250.000,00'. */
export interface NumberFormat {
  decimal: '.' | ',';
  thousands: ',' | '.' | ' ' | '';
}

/**
 * An amount as integer minor units, or null when the text is not an amount: '1,250,000.00' → 125000000. Read from
 * the digits, never through a float, so no kobo is lost. Thousands separators must group by three; at most two
 * decimals (the currencies a transfer account holds have two). A sign, parentheses or a trailing 'CR'/'DR' is
 * returned as `negative` (a debit) for signed-amount columns.
 */
export function readStatementAmount(
  text: string,
  { decimal, thousands }: NumberFormat,
): { minor: number; negative: boolean } | null {
  let rest = text.trim().replace(/^[₦$£€]|^(NGN|USD|GBP|EUR)\s*/i, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) [negative, rest] = [true, bracketed[1]!.trim()];
  const marked = /^(.*?)\s*(CR|DR)$/i.exec(rest);
  if (marked) [negative, rest] = [negative || marked[2]!.toUpperCase() === 'DR', marked[1]!];
  if (rest.startsWith('-')) [negative, rest] = [true, rest.slice(1)];
  else if (rest.startsWith('+')) rest = rest.slice(1);
  const [whole = '', fraction = '', ...more] = rest.split(decimal);
  if (more.length > 0 || !/^\d{0,2}$/.test(fraction) || (decimal === rest.at(-1) && fraction === ''))
    return null;
  const groups = thousands === '' ? [whole] : whole.split(thousands);
  const grouped = groups.length === 1 || groups.slice(1).every((group) => /^\d{3}$/.test(group));
  const digits = groups.join('');
  if (!grouped || !/^\d+$/.test(digits)) return null;
  if (groups.length > 1 && !/^\d{1,3}$/.test(groups[0]!)) return null;
  const minor = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? { minor, negative } : null;
}
