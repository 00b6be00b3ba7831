import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DISPLAY_CURRENCIES } from '../../../domain/fx/currencies';
import { isOneOf, minorUnits } from './checks';
import { orders } from './orders';

export const CHECKOUT_STATUSES = ['open', 'completed', 'cancelled'] as const;

/**
 * What every hand-off to the card provider keeps: who took it, how far it got, and the charge fixed when it was
 * made. An order's checkout and a funeral premium's (docs/decisions/066) each add what it pays for.
 */
export function checkoutColumns() {
  return {
    provider: text('provider').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    chargeAmount: minorUnits('charge_amount').notNull(),
    chargeCurrency: text('charge_currency', { enum: DISPLAY_CURRENCIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  };
}

/**
 * One hand-off to the card payment provider for an order; the provider's confirmation completes it, and must
 * report exactly the charge written here when it was made (cardChargeFor, docs/decisions/047).
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...checkoutColumns(),
  },
  (table) => [
    index('payment_checkouts_order_id_idx').on(table.orderId),
    check('payment_checkouts_status_known', isOneOf(table.status, CHECKOUT_STATUSES)),
    check('payment_checkouts_charge_currency_known', isOneOf(table.chargeCurrency, DISPLAY_CURRENCIES)),
    check('payment_checkouts_charge_amount_positive', sql`${table.chargeAmount} > 0`),
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
