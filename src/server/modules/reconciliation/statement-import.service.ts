import { createHash } from 'node:crypto';
import { parseCamt053 } from '../../../domain/reconciliation/camt053';
import { creditFingerprints } from '../../../domain/reconciliation/credit-fingerprint';
import { CSV_PRESETS } from '../../../domain/reconciliation/csv-column-mapping';
import { parseCsvStatement } from '../../../domain/reconciliation/csv-statement';
import {
  mappingOf,
  type StatementImportView,
  type StatementUpload,
} from '../../../domain/reconciliation/reconciliation-admin';
import type { ParsedStatement, StatementRowError } from '../../../domain/reconciliation/statement-credit';
import { AppError } from '../../http/app-error';
import type { ReconciliationDeps } from './reconciliation-deps';
import {
  findStatementByDigest,
  insertNewCredits,
  insertStatementUnlessImported,
  type StatementRow,
} from './reconciliation.repo';

/** node:crypto's SHA-256, the hash the domain's fingerprints take (docs/decisions/078-statement-reconciliation.md). */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Refused lines named in the field's message: enough to find them in the file, not a wall of text. */
const LINES_NAMED = 5;

function parse(upload: StatementUpload, currency: string): ParsedStatement {
  if (upload.format === 'camt053') return parseCamt053(upload.content);
  const mapping = upload.mapping ? mappingOf(upload.mapping) : CSV_PRESETS[upload.preset!];
  return parseCsvStatement(upload.content, mapping, { account: upload.account!, currency });
}

/** 'Line 14: the amount …; line 20: …; and 3 more lines': the statement's refused lines, on its file field. */
export function refusedLinesMessage(errors: readonly StatementRowError[]): string {
  const named = errors.slice(0, LINES_NAMED).map((error) => `line ${error.line}: ${error.reason}`);
  const more = errors.length - named.length;
  const text = named.join('; ') + (more > 0 ? `; and ${more} more ${more === 1 ? 'line' : 'lines'}` : '');
  return `The statement could not be read, so nothing was imported. Correct the file or its columns: ${text}`;
}

const viewOf = (row: StatementRow, newCredits: number, alreadyImported: boolean): StatementImportView => ({
  statementId: row.id,
  alreadyImported,
  credits: row.credits,
  newCredits,
  debits: row.debits,
  skipped: row.skipped,
});

/**
 * Imports a bank statement (issue 32 point 2): the same file again changes nothing (its digest), and a credit an
 * earlier, overlapping statement held is not added twice (its fingerprint). Strict: a file with any line it cannot
 * read is refused whole, with the lines on the `content` field, so no credit is silently missing from the queue.
 */
export async function importStatement(
  deps: ReconciliationDeps,
  adminId: string,
  upload: StatementUpload,
): Promise<StatementImportView> {
  const fileDigest = sha256Hex(upload.content);
  const before = await findStatementByDigest(deps.db, fileDigest);
  if (before) return viewOf(before, 0, true);
  const currency = upload.currency ?? deps.transferCurrency;
  const parsed = parse(upload, currency);
  if (parsed.errors.length > 0) {
    const message = refusedLinesMessage(parsed.errors);
    throw new AppError('validation_failed', message, { content: message });
  }
  const fingerprints = creditFingerprints(parsed.credits, sha256Hex);
  return deps.db.transaction(async (tx) => {
    const row = await insertStatementUnlessImported(tx, {
      format: upload.format,
      fileName: upload.fileName || null,
      fileDigest,
      account: parsed.credits[0]?.account ?? upload.account ?? '',
      currency: parsed.credits[0]?.currency ?? currency,
      credits: parsed.credits.length,
      debits: parsed.debits,
      skipped: parsed.skipped,
      importedBy: adminId,
    });
    // Imported meanwhile by another request: the same outcome as finding it first.
    if (!row) return viewOf((await findStatementByDigest(tx, fileDigest))!, 0, true);
    const newCredits = await insertNewCredits(
      tx,
      parsed.credits.map((credit, at) => ({
        statementId: row.id,
        fingerprint: fingerprints[at]!,
        bankLineId: credit.bankLineId,
        bookingDate: credit.bookingDate,
        valueDate: credit.valueDate,
        amountMinor: credit.amountMinor,
        currency: credit.currency,
        narration: credit.narration,
        payerName: credit.payerName,
        account: credit.account,
        sourceLine: credit.sourceLine,
      })),
    );
    return viewOf(row, newCredits, false);
  });
}
