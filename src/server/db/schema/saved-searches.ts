import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { PROPERTY_TYPES } from '../../../domain/property/property';
import { user } from './auth';
import { minorUnits } from './checks';
import { realtyProviders } from './real-estate';

/**
 * A user's saved property search and its daily alert (docs/decisions/043). The filters are columns, so the alert
 * job matches every due search against new listings in one query; `query` is the same search as the list's URL
 * query, canonical, so a search is saved once per account.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** The search text as the list's ILIKE pattern (containsPattern), so the job matches it as the list does. */
    searchPattern: text('search_pattern'),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }),
    bedrooms: integer('bedrooms').notNull().default(0),
    minPriceUsd: minorUnits('min_price_usd'),
    maxPriceUsd: minorUnits('max_price_usd'),
    providerId: uuid('provider_id').references(() => realtyProviders.id, { onDelete: 'cascade' }),
    state: text('state'),
    town: text('town'),
    /** Only listings whose title we have verified (the list's 'title verified' filter). */
    titleVerified: boolean('title_verified').notNull().default(false),
    /** Listings published after this instant are new to the search: its creation, then each alert's run. */
    alertedUntil: timestamp('alerted_until', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of the last alert: at most one a day. */
    lastAlertedOn: date('last_alerted_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_searches_user_id_query_idx').on(table.userId, table.query),
    index('saved_searches_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The alert job reads the searches not yet alerted today.
    index('saved_searches_last_alerted_on_idx').on(table.lastAlertedOn, table.id),
    check('saved_searches_bedrooms_sane', sql`${table.bedrooms} >= 0`),
  ],
);
