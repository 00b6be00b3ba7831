import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytes } from './checks';

/**
 * Listing photos, provider logos and title documents when the app runs on PostgreSQL without an object store
 * (docs/decisions/077-shared-files.md): every instance reads the same files. The key is the photo store's flat name
 * (`<random>-1600.webp`, `doc-<random>.pdf`); the size is kept so the store can be measured without reading it.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytes('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
