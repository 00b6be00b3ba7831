import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const SUPPORT_REQUEST_STATUSES = ['open', 'closed'] as const;
export const DELETION_REQUEST_STATUSES = ['pending', 'processed'] as const;

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
    status: text('status', { enum: SUPPORT_REQUEST_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The inbox lists open requests oldest first.
    index('support_requests_status_created_at_idx').on(table.status, table.createdAt),
    // Deleting a user cascades here; without this index that would scan the whole table.
    index('support_requests_user_id_idx').on(table.userId),
    check('support_requests_status_known', sql`${table.status} in ('open', 'closed')`),
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
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: DELETION_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('deletion_requests_status_created_at_idx').on(table.status, table.createdAt),
    index('deletion_requests_user_id_idx').on(table.userId),
    check('deletion_requests_status_known', sql`${table.status} in ('pending', 'processed')`),
  ],
);
