import type { NumberFormat, StatementDateFormat } from './statement-values';

/**
 * Which of a CSV export's columns hold what (issue 32 point 2: "configurable column mapping"). Header names are
 * compared ignoring case, spaces and dots, so 'Trans. Date' finds 'TRANS DATE'. Money is either two columns
 * (`credit` and `debit`, one of them empty on each line) or one signed `amount` column.
 */
export interface CsvColumnMapping {
  /** Shown to the admin choosing how to read the file. */
  label: string;
  bookingDate: string;
  valueDate?: string;
  narration: string;
  /** The bank's own id of the line, or a reference column some exports add. */
  reference?: string;
  payerName?: string;
  money: { credit: string; debit: string } | { amount: string };
  dateFormat: StatementDateFormat;
  number: NumberFormat;
  delimiter?: ',' | ';' | '\t';
}

/** Compared form of a header: 'Trans. Date' and 'TRANS DATE' are the same column. */
export function headerKey(text: string): string {
  return text.replace(/[\s.]+/g, '').toLowerCase();
}

const NAIRA_NUMBERS: NumberFormat = { decimal: '.', thousands: ',' };

/**
 * The internet-banking exports of the main Nigerian banks, as their CSV downloads lay them out: a few lines about
 * the account first, then a header row, debits and credits in two columns, amounts like '1,250,000.00'. Written
 * from the exports' shape (fixtures in ./fixtures), not from a bank's specification, which none publishes; an export
 * that differs is read by a mapping the admin adjusts, never by changing code.
 */
export const CSV_PRESETS = {
  gtbank: {
    label: 'GTBank (GTWorld / internet banking)',
    bookingDate: 'Trans. Date',
    valueDate: 'Value. Date',
    narration: 'Remarks',
    reference: 'Reference',
    money: { credit: 'Credits', debit: 'Debits' },
    dateFormat: 'DD-MMM-YYYY',
    number: NAIRA_NUMBERS,
  },
  access: {
    label: 'Access Bank',
    bookingDate: 'Posted Date',
    valueDate: 'Value Date',
    narration: 'Description',
    money: { credit: 'Credit', debit: 'Debit' },
    dateFormat: 'DD-MMM-YY',
    number: NAIRA_NUMBERS,
  },
  zenith: {
    label: 'Zenith Bank',
    bookingDate: 'Date Posted',
    valueDate: 'Value Date',
    narration: 'Description',
    money: { credit: 'Credit', debit: 'Debit' },
    dateFormat: 'DD/MM/YYYY',
    number: NAIRA_NUMBERS,
  },
  firstbank: {
    label: 'First Bank',
    bookingDate: 'Transaction Date',
    valueDate: 'Value Date',
    narration: 'Narration',
    reference: 'Reference',
    money: { credit: 'Credit', debit: 'Debit' },
    dateFormat: 'DD-MMM-YYYY',
    number: NAIRA_NUMBERS,
  },
  uba: {
    label: 'UBA',
    bookingDate: 'Tran Date',
    valueDate: 'Value Date',
    narration: 'Narration',
    reference: 'Chq. No',
    money: { credit: 'Credit', debit: 'Debit' },
    dateFormat: 'DD/MM/YYYY',
    number: NAIRA_NUMBERS,
  },
} as const satisfies Record<string, CsvColumnMapping>;
export type CsvPreset = keyof typeof CSV_PRESETS;
