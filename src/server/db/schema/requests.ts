import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DELETION_CONFIRMATIONS, DELETION_STATUSES } from '../../../domain/accounts/deletion-admin';
import { SUPPORT_STATUSES } from '../../../domain/support/support-admin';
import { user } from './auth';
import { isOneOf } from './checks';

/** Contact Support messages from signed-in users, for the admin support inbox. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The inbox lists open requests oldest first.
    index('support_requests_status_created_at_idx').on(table.status, table.createdAt),
    index('support_requests_created_at_idx').on(table.createdAt, table.id),
    // Deleting a user cascades here; without this index that would scan the whole table.
    index('support_requests_user_id_idx').on(table.userId),
    check('support_requests_status_known', isOneOf(table.status, SUPPORT_STATUSES)),
  ],
);

/**
 * Account-deletion requests, signed in or out (by email). The row outlives the account it asks to delete
 * (user_id becomes null), so admins keep a record that the request was processed.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Emptied (null) when the request is processed: the record stays, the person's details do not. */
    email: text('email'),
    reason: text('reason'),
    status: text('status', { enum: DELETION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The admin who processed it; no foreign key, as the record outlives that account too. */
    processedBy: text('processed_by'),
    /**
     * How the owner confirmed the request: 'session' (sent signed in) or 'email' (through the link mailed to the
     * address). Null while a signed-out request awaits that link; only confirmed requests reach the admin queue.
     */
    confirmedVia: text('confirmed_via', { enum: DELETION_CONFIRMATIONS }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the token in the mailed link; the token itself is never stored. Emptied once confirmed. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the owner withdrew it (status 'withdrawn'), signed in, before it was processed. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    index('deletion_requests_status_created_at_idx').on(table.status, table.createdAt),
    index('deletion_requests_created_at_idx').on(table.createdAt, table.id),
    index('deletion_requests_user_id_idx').on(table.userId),
    check('deletion_requests_status_known', isOneOf(table.status, DELETION_STATUSES)),
    check('deletion_requests_confirmed_via_known', isOneOf(table.confirmedVia, DELETION_CONFIRMATIONS)),
  ],
);

/** An admin's answer to a support request; it also reaches the user by mail and as a notification. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** The admin who wrote it; no foreign key, so the thread survives that admin's account. */
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_replies_request_id_created_at_idx').on(table.requestId, table.createdAt)],
);
