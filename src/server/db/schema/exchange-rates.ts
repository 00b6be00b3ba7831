import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { RATED_CURRENCIES } from '../../../domain/fx/currencies';
import { exactDecimal, isOneOf } from './checks';

/**
 * Exchange rates as admins enter them (docs/decisions/047): naira per one unit of a currency, from a time on.
 * Never updated or deleted: a new rate is a new row, so the history is the table. The rate in force at time t is
 * the latest row whose applies_from is not after t. The rate is an exact decimal (numeric), read as text.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency', { enum: RATED_CURRENCIES }).notNull(),
    ngnPerUnit: exactDecimal('ngn_per_unit').notNull(),
    appliesFrom: timestamp('applies_from', { withTimezone: true }).notNull(),
    /** The admin who entered it; no foreign key, as the audit log outlives accounts. Null for a seeded sample. */
    enteredBy: text('entered_by'),
    /** Seeded for development and demos: shown as a sample wherever a rate is shown. */
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exchange_rates_currency_applies_from_idx').on(
      table.currency,
      table.appliesFrom.desc(),
      table.createdAt.desc(),
    ),
    check('exchange_rates_currency_known', isOneOf(table.currency, RATED_CURRENCIES)),
    check('exchange_rates_rate_positive', sql`${table.ngnPerUnit} > 0`),
  ],
);
