import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { session } from './auth';

/**
 * Every change an admin makes: who, what, which row, the row's relevant fields before and after, and when.
 * No foreign keys: the record outlives the rows and accounts it names. `before` and `after` hold only the fields
 * the change is about (a status, a role, a listing's fields), never a customer's personal details, so processing
 * an account deletion leaves nothing personal here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The log is read newest first (these read backwards), whole or for one row (an order's history, say).
    index('audit_log_created_at_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
  ],
);

/**
 * When an admin's session was last used. Admin sessions end after 12 hours without activity (see
 * docs/decisions/010-admin-console.md); better-auth's own expiry is days long and applies to everyone.
 */
export const adminSessionActivity = pgTable('admin_session_activity', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => session.id, { onDelete: 'cascade' }),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
});
