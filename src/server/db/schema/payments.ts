import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { orders } from './orders';

export const CHECKOUT_STATUSES = ['open', 'completed', 'cancelled'] as const;

/** One hand-off to the card payment provider for an order; the provider's confirmation completes it. */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_checkouts_order_id_idx').on(table.orderId),
    check('payment_checkouts_status_known', isOneOf(table.status, CHECKOUT_STATUSES)),
  ],
);

/**
 * Every provider event applied, by the provider's own event id: a replayed or repeated event finds its id here
 * and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    checkoutId: uuid('checkout_id').references(() => paymentCheckouts.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
