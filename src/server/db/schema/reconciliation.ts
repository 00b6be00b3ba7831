import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPEN_ITEM_KINDS } from '../../../domain/reconciliation/open-item';
import { STATEMENT_FORMATS } from '../../../domain/reconciliation/reconciliation-admin';
import { isOneOf, minorUnits } from './checks';

/**
 * Bank statements an admin imported (issue 32 point 2, docs/decisions/078-statement-reconciliation.md): one row per file, found again by its
 * SHA-256, so the same file imported twice changes nothing.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    format: text('format', { enum: STATEMENT_FORMATS }).notNull(),
    fileName: text('file_name'),
    fileDigest: text('file_digest').notNull(),
    /** The account as the admin named it (CSV) or the statement did (camt.053). */
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    credits: integer('credits').notNull(),
    debits: integer('debits').notNull(),
    skipped: integer('skipped').notNull(),
    /** The admin; no foreign key, as the audit log outlives accounts. */
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bank_statements_file_digest_idx').on(table.fileDigest),
    check('bank_statements_format_known', isOneOf(table.format, STATEMENT_FORMATS)),
  ],
);

export const STATEMENT_CREDIT_STATES = ['open', 'confirmed', 'dismissed'] as const;

/**
 * Each credit of the imported statements, once: its fingerprint is unique, so two overlapping statements do not
 * add a line twice. `open` credits are matched afresh whenever the console lists them (exact, near, or the
 * unmatched queue), against what is awaiting a transfer then; `confirmed` names what it paid, `dismissed` why not,
 * both with who and when.
 */
export const statementCredits = pgTable(
  'statement_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    fingerprint: text('fingerprint').notNull(),
    bankLineId: text('bank_line_id'),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    amountMinor: minorUnits('amount_minor').notNull(),
    currency: text('currency').notNull(),
    narration: text('narration').notNull(),
    payerName: text('payer_name'),
    account: text('account').notNull(),
    sourceLine: integer('source_line').notNull(),
    state: text('state', { enum: STATEMENT_CREDIT_STATES }).notNull().default('open'),
    /** What a confirmed credit paid: the order's, property application's or funeral application's id. */
    itemKind: text('item_kind', { enum: OPEN_ITEM_KINDS }),
    itemId: uuid('item_id'),
    itemReference: text('item_reference'),
    dismissReason: text('dismiss_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('statement_credits_fingerprint_idx').on(table.fingerprint),
    index('statement_credits_open_idx')
      .on(table.bookingDate, table.id)
      .where(sql`${table.state} = 'open'`),
    check('statement_credits_state_known', isOneOf(table.state, STATEMENT_CREDIT_STATES)),
    check('statement_credits_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'statement_credits_decided',
      sql`(${table.state} = 'open') = (${table.decidedBy} is null) and (${table.state} <> 'confirmed' or ${table.itemId} is not null) and (${table.state} <> 'dismissed' or ${table.dismissReason} is not null)`,
    ),
  ],
);
