import { ENROLMENT_MESSAGES as M } from '../../../../domain/partners/enrolment';
import {
  enrolmentsCsv,
  parseEnrolmentUpload,
  type UploadLineError,
  type UploadRow,
} from '../../../../domain/partners/enrolment-csv';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import {
  findEnrolmentsByOrderReference,
  findHoldersOfMemberIds,
  findProviderEnrolment,
  type EnrolmentDetailRow,
} from './enrolments.repo';
import {
  confirmInTransaction,
  isUniqueViolation,
  listEnrolments,
  providerOf,
  type EnrolmentActor,
  type EnrolmentDeps,
} from './enrolments.service';

const LINES_NAMED = 5;

/** 'line 3: …; line 7: …; and 2 more lines', on the upload's `content` field, as the bank statements say it. */
export function refusedUploadMessage(errors: readonly UploadLineError[]): string {
  const named = errors.slice(0, LINES_NAMED).map((error) => `line ${error.line}: ${error.reason}`);
  const more = errors.length - named.length;
  const text = named.join('; ') + (more > 0 ? `; and ${more} more ${more === 1 ? 'line' : 'lines'}` : '');
  return `The file was not used, so no enrolment was confirmed. Correct these lines: ${text}`;
}

/** The refusal of a whole file: the summary on `content`, and each bad line on its own `line.<n>` field. */
function refuseFile(errors: UploadLineError[]): AppError {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const message = refusedUploadMessage(sorted);
  const lines = Object.fromEntries(sorted.map((error) => [`line.${error.line}`, error.reason]));
  return new AppError('validation_failed', message, { content: message, ...lines });
}

interface Resolved {
  row: UploadRow;
  enrolment: EnrolmentDetailRow;
}

/** Finds each row's enrolment among this provider's only; a row naming none, or another's, is a bad line. */
async function resolveRows(tx: Db, providerId: string, rows: UploadRow[]) {
  const errors: UploadLineError[] = [];
  const resolved: Resolved[] = [];
  const references = [
    ...new Set(rows.flatMap(({ ref }) => ('orderReference' in ref ? [ref.orderReference] : []))),
  ];
  const byReference = await findEnrolmentsByOrderReference(tx, providerId, references);
  const seen = new Map<string, number>();
  for (const row of rows) {
    const id =
      'enrolmentId' in row.ref
        ? row.ref.enrolmentId
        : byReference.find(
            (each) =>
              'orderReference' in row.ref &&
              each.orderReference === row.ref.orderReference &&
              each.position + 1 === row.ref.position,
          )?.id;
    const enrolment = id ? await findProviderEnrolment(tx, providerId, id) : undefined;
    if (!enrolment) {
      errors.push({ line: row.line, reason: 'no enrolment of yours matches this row' });
    } else if (seen.has(enrolment.enrolment.id)) {
      errors.push({
        line: row.line,
        reason: `the enrolment is also on line ${seen.get(enrolment.enrolment.id)}`,
      });
    } else if (enrolment.enrolment.status === 'confirmed' && enrolment.enrolment.memberId !== row.memberId) {
      errors.push({ line: row.line, reason: M.alreadyConfirmed });
    } else {
      seen.set(enrolment.enrolment.id, row.line);
      resolved.push({ row, enrolment });
    }
  }
  const holders = await findHoldersOfMemberIds(
    tx,
    providerId,
    resolved.map(({ row }) => row.memberId),
  );
  for (const { row, enrolment } of resolved) {
    if (holders.some((holder) => holder.memberId === row.memberId && holder.id !== enrolment.enrolment.id)) {
      errors.push({ line: row.line, reason: M.memberIdTaken });
    }
  }
  return { errors, resolved };
}

export interface UploadOutcome {
  /** Enrolments confirmed by this file. */
  confirmed: number;
  /** Rows that named an enrolment already confirmed with the same member ID: nothing to do. */
  unchanged: number;
}

/**
 * Confirms enrolments from a CSV of member IDs (enrolment-csv.ts), all in one transaction: a file with any bad
 * line is refused whole, every bad line named with its number, and nothing is confirmed. A file sent twice
 * confirms nothing twice and tells no sponsor twice.
 */
export async function confirmEnrolmentsFromCsv(
  deps: EnrolmentDeps,
  actor: EnrolmentActor,
  content: string,
  now = new Date(),
): Promise<UploadOutcome> {
  const providerId = providerOf(actor);
  const parsed = parseEnrolmentUpload(content);
  if (parsed.errors.length > 0) throw refuseFile(parsed.errors);
  if (parsed.rows.length === 0)
    throw new AppError('validation_failed', M.uploadEmpty, { content: M.uploadEmpty });
  try {
    return await deps.db.transaction(async (tx) => {
      const { errors, resolved } = await resolveRows(tx, providerId, parsed.rows);
      if (errors.length > 0) throw refuseFile(errors);
      let confirmed = 0;
      for (const { row, enrolment } of resolved) {
        if (await confirmInTransaction(tx, deps.mailOut, actor, enrolment, row.memberId, now)) confirmed++;
      }
      return { confirmed, unchanged: resolved.length - confirmed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', M.memberIdTaken);
    throw error;
  }
}

/** The organisation's pending enrolments as a CSV file to fill in and upload back. */
export async function pendingEnrolmentsCsv(
  db: Db,
  actor: Pick<EnrolmentActor, 'organisation'>,
  now = new Date(),
): Promise<string> {
  return enrolmentsCsv(await listEnrolments(db, actor, { status: 'pending' }, now));
}
