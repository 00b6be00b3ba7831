import { headerKey, type CsvColumnMapping } from './csv-column-mapping';
import { CsvSyntaxError, readCsv, type CsvRecord } from './csv-reader';
import type { ParsedStatement, StatementCredit, StatementRowError } from './statement-credit';
import { readStatementAmount, readStatementDate } from './statement-values';

/** The account the admin uploads the statement of: CSV exports name it only in their preamble, if at all. */
export interface StatementAccount {
  account: string;
  currency: string;
}

/** Lines that summarise rather than move money: left out, and counted. */
const SUMMARY =
  /^(opening balance|closing balance|balance [bc]\/f|balance (brought|carried) forward|totals?|total (credits|debits))\s*:?$/i;

type Columns = Record<'bookingDate' | 'narration', number> &
  Partial<Record<'valueDate' | 'reference' | 'payerName' | 'credit' | 'debit' | 'amount', number>>;

function wantedColumns(mapping: CsvColumnMapping): Record<string, string> {
  const { bookingDate, narration, valueDate, reference, payerName, money } = mapping;
  const wanted: Record<string, string | undefined> = {
    bookingDate,
    narration,
    valueDate,
    reference,
    payerName,
  };
  Object.assign(wanted, money);
  return Object.fromEntries(Object.entries(wanted).filter(([, header]) => header !== undefined)) as Record<
    string,
    string
  >;
}

/** The header row: the first record holding every column the mapping names, after the bank's preamble lines. */
function findHeader(
  records: CsvRecord[],
  mapping: CsvColumnMapping,
): { index: number; columns: Columns } | null {
  const wanted = wantedColumns(mapping);
  for (const [index, record] of records.entries()) {
    const keys = record.cells.map(headerKey);
    const columns: Record<string, number> = {};
    for (const [field, header] of Object.entries(wanted)) columns[field] = keys.indexOf(headerKey(header));
    if (Object.values(columns).every((column) => column >= 0)) return { index, columns: columns as Columns };
  }
  return null;
}

type RowOutcome =
  { credit: Omit<StatementCredit, 'account' | 'currency'> } | { debit: true } | { skip: true };

function readRow(
  record: CsvRecord,
  width: number,
  columns: Columns,
  mapping: CsvColumnMapping,
): RowOutcome | string {
  const { cells } = record;
  const cell = (column: number | undefined) => (column === undefined ? '' : (cells[column] ?? '').trim());
  const filled = cells.filter((text) => text.trim() !== '');
  if (SUMMARY.test(cell(columns.narration)) || SUMMARY.test(cell(columns.bookingDate))) return { skip: true };
  // A note under the table ('This is a computer generated statement'): one cell of text, no date.
  if (filled.length === 1 && cells[0]!.trim() !== '' && !readStatementDate(cells[0]!, mapping.dateFormat)) {
    return { skip: true };
  }
  if (cells.length < width || cells.slice(width).some((text) => text.trim() !== '')) {
    return `has ${cells.length} fields where the header has ${width}`;
  }
  const bookingDate = readStatementDate(cell(columns.bookingDate), mapping.dateFormat);
  if (!bookingDate) return `'${cell(columns.bookingDate)}' is not a date written ${mapping.dateFormat}`;
  const valueText = cell(columns.valueDate);
  const valueDate = valueText === '' ? bookingDate : readStatementDate(valueText, mapping.dateFormat);
  if (!valueDate) return `value date '${valueText}' is not a date written ${mapping.dateFormat}`;
  const amount = (text: string) => (text === '' ? null : readStatementAmount(text, mapping.number));
  let credit = 0;
  let debit = 0;
  if ('amount' in mapping.money) {
    const signed = amount(cell(columns.amount));
    if (!signed) return `amount '${cell(columns.amount)}' is not an amount`;
    [credit, debit] = signed.negative ? [0, signed.minor] : [signed.minor, 0];
  } else {
    const [creditText, debitText] = [cell(columns.credit), cell(columns.debit)];
    const [credited, debited] = [amount(creditText), amount(debitText)];
    if (creditText !== '' && !credited) return `credit '${creditText}' is not an amount`;
    if (debitText !== '' && !debited) return `debit '${debitText}' is not an amount`;
    [credit, debit] = [credited?.minor ?? 0, debited?.minor ?? 0];
  }
  if (credit > 0 && debit > 0) return 'has both a credit and a debit';
  if (debit > 0) return { debit: true };
  if (credit === 0) return 'has no amount';
  const reference = cell(columns.reference);
  const payerName = cell(columns.payerName);
  return {
    credit: {
      bankLineId: reference === '' ? null : reference,
      bookingDate,
      valueDate,
      amountMinor: credit,
      narration: cell(columns.narration).replace(/\s+/g, ' '),
      payerName: payerName === '' ? null : payerName,
      sourceLine: record.line,
    },
  };
}

/**
 * A bank's CSV export read through `mapping` (issue 32 point 2): its credits, the debits and summary lines left out
 * (counted), and every line it could not read with its line number and why. Strict: a line is a credit, a debit,
 * a summary or an error, never dropped without a word; a file whose quoting is broken is refused whole.
 */
export function parseCsvStatement(
  text: string,
  mapping: CsvColumnMapping,
  { account, currency }: StatementAccount,
): ParsedStatement {
  let records: CsvRecord[];
  try {
    records = readCsv(text, mapping.delimiter ?? ',');
  } catch (error) {
    if (error instanceof CsvSyntaxError) return empty([{ line: error.line, reason: error.message }]);
    throw error;
  }
  const header = findHeader(records, mapping);
  if (!header) {
    const names = Object.values(wantedColumns(mapping)).join("', '");
    return empty([{ line: 1, reason: `no header row with the columns '${names}'` }]);
  }
  const width = records[header.index]!.cells.length;
  const parsed: ParsedStatement = empty([]);
  for (const record of records.slice(header.index + 1)) {
    if (record.cells.every((cell) => cell.trim() === '')) continue;
    const outcome = readRow(record, width, header.columns, mapping);
    if (typeof outcome === 'string') parsed.errors.push({ line: record.line, reason: outcome });
    else if ('credit' in outcome) parsed.credits.push({ ...outcome.credit, account, currency });
    else if ('debit' in outcome) parsed.debits++;
    else parsed.skipped++;
  }
  return parsed;
}

function empty(errors: StatementRowError[]): ParsedStatement {
  return { credits: [], debits: 0, skipped: 0, errors };
}
