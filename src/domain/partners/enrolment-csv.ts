import { CsvSyntaxError, readCsv } from '../reconciliation/csv-reader';
import { memberIdProblem, type EnrolmentView } from './enrolment';

/**
 * The enrolment files a provider exchanges with the portal (issue 33 point 2): the pending ones downloaded, and
 * member IDs uploaded back. The download's columns are the upload's, so a provider fills in `member_id` and sends
 * the same file back; a row naming its enrolment by `enrolment_id`, or by `order_reference` and `person` (the
 * person's number on the order), is read; a row without a member ID is left alone.
 */
export const ENROLMENT_CSV_COLUMNS = [
  'enrolment_id',
  'order_reference',
  'person',
  'first_name',
  'last_name',
  'date_of_birth',
  'phone',
  'email',
  'address',
  'hospital',
  'consent_version',
  'consent_given_at',
  'consent_proven_by',
  'enrolment_created_at',
  'overdue',
  'member_id',
] as const;

export const ENROLMENT_UPLOAD_MAX_ROWS = 2000;

// A cell a spreadsheet would run as a formula (OWASP 'CSV injection'): the leading quote makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, safe to open in a spreadsheet and quoted by RFC 4180 when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

function rowOf(enrolment: EnrolmentView): string[] {
  const { person, consent } = enrolment;
  const proof = consent.proofChannel
    ? `${consent.proofChannel} ${consent.proofDestination ?? ''}`.trim()
    : '';
  return [
    enrolment.id,
    enrolment.orderReference,
    String(person.position),
    person.firstName,
    person.lastName,
    person.dateOfBirth,
    person.phoneNumber,
    person.email,
    person.address,
    enrolment.hospital?.name ?? '',
    consent.version ?? '',
    consent.decidedAt ?? '',
    proof,
    enrolment.createdAt,
    enrolment.overdue ? 'yes' : 'no',
    enrolment.memberId ?? '',
  ];
}

/** The enrolments as a CSV file with a header row, lines ended by CRLF as RFC 4180 says. */
export function enrolmentsCsv(enrolments: readonly EnrolmentView[]): string {
  return [csvLine(ENROLMENT_CSV_COLUMNS), ...enrolments.map((each) => csvLine(rowOf(each)))]
    .map((line) => `${line}\r\n`)
    .join('');
}

/** How one upload row names its enrolment. */
export type EnrolmentRef = { enrolmentId: string } | { orderReference: string; position: number };

export interface UploadRow {
  line: number;
  ref: EnrolmentRef;
  memberId: string;
}

export interface UploadLineError {
  line: number;
  reason: string;
}

export interface ParsedUpload {
  rows: UploadRow[];
  errors: UploadLineError[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cell as the provider meant it: trimmed, and without the leading quote our own download put before = + - @. */
const cellValue = (cell: string | undefined) => {
  const trimmed = (cell ?? '').trim();
  return trimmed.startsWith("'") && FORMULA_START.test(trimmed.slice(1)) ? trimmed.slice(1) : trimmed;
};

function refOf(cells: string[], at: (name: string) => number): EnrolmentRef | string {
  const id = cellValue(cells[at('enrolment_id')]);
  if (id !== '')
    return UUID.test(id) ? { enrolmentId: id.toLowerCase() } : 'the enrolment_id is not an enrolment id';
  const reference = cellValue(cells[at('order_reference')]);
  const person = cellValue(cells[at('person')]);
  if (reference === '' || person === '')
    return 'give the enrolment_id, or the order_reference and the person';
  if (!/^[1-9][0-9]{0,2}$/.test(person))
    return 'the person is the number of the person on the order: 1, 2, …';
  return { orderReference: reference, position: Number(person) };
}

/**
 * The rows of an uploaded file, and every line it cannot read with its number and why. Strict like the bank
 * statements' import (docs/decisions/074): the caller refuses a file with any bad line whole.
 */
export function parseEnrolmentUpload(text: string): ParsedUpload {
  let records;
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { rows: [], errors: [{ line: error.line, reason: error.message }] };
    throw error;
  }
  const [header, ...body] = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const names = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const at = (name: string) => names.indexOf(name);
  const byId = at('enrolment_id') >= 0;
  const byOrder = at('order_reference') >= 0 && at('person') >= 0;
  if (!header || at('member_id') < 0 || (!byId && !byOrder)) {
    const line = header?.line ?? 1;
    return {
      rows: [],
      errors: [
        {
          line,
          reason: "no header row with 'member_id' and 'enrolment_id' (or 'order_reference' and 'person')",
        },
      ],
    };
  }
  if (body.length > ENROLMENT_UPLOAD_MAX_ROWS) {
    return {
      rows: [],
      errors: [{ line: 1, reason: `more than ${ENROLMENT_UPLOAD_MAX_ROWS} rows; split the file` }],
    };
  }
  const parsed: ParsedUpload = { rows: [], errors: [] };
  const seen = new Map<string, number>();
  for (const record of body) {
    const memberId = cellValue(record.cells[at('member_id')]);
    if (memberId === '') continue;
    const problem = memberIdProblem(memberId);
    const ref = refOf(record.cells, at);
    if (problem) parsed.errors.push({ line: record.line, reason: problem });
    else if (typeof ref === 'string') parsed.errors.push({ line: record.line, reason: ref });
    else if (seen.has(memberId)) {
      parsed.errors.push({
        line: record.line,
        reason: `the member ID is also on line ${seen.get(memberId)}`,
      });
    } else {
      seen.set(memberId, record.line);
      parsed.rows.push({ line: record.line, ref, memberId });
    }
  }
  return parsed;
}
