import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row per message (mail, text) a worker began to send, keyed by its job's id, which pg-boss keeps across
 * retries (docs/decisions/062). 'sending' is committed before the provider is called and 'sent' after it answered;
 * a retry that finds 'sending' knows the last attempt died mid-send and does not send again ('interrupted').
 * No address or words: the job holds those, and is deleted a day after it completes.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    state: text('state', { enum: ['sending', 'sent', 'interrupted'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('message_deliveries_state_check', sql`${table.state} in ('sending', 'sent', 'interrupted')`),
    index('message_deliveries_updated_at_idx').on(table.updatedAt),
  ],
);
