import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** In-app messages to one user (welcome, order placed, status changed); read in the notifications sheet. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path such as '/healthcare'; never an external URL (checked in notify()). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The sheet lists one user's newest first.
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
  ],
);
