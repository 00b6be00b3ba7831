import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DISPLAY_CURRENCIES } from '../../../domain/fx/currencies';
import { PAYMENT_METHODS } from '../../../domain/orders/order.schema';
import { REFUND_STATUSES } from '../../../domain/payments/refund-share';
import { isOneOf, minorUnits } from './checks';
import { orders } from './orders';
import { paymentCheckouts } from './payments';

/**
 * What was actually taken for an order, written in the transaction that makes it paid (docs/decisions/051): the
 * card checkout's charge, or the amount a transfer asked for, which the admin confirms arrived. The receipt reads
 * only this row, so it never changes with rates, the catalogue or a later re-lock.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: minorUnits('amount').notNull(),
    currency: text('currency', { enum: DISPLAY_CURRENCIES }).notNull(),
    /** The card checkout that took it: its id is the provider's transaction reference, which a refund names. */
    checkoutId: uuid('checkout_id').references(() => paymentCheckouts.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('order_payments_method_known', isOneOf(table.method, PAYMENT_METHODS)),
    check('order_payments_currency_known', isOneOf(table.currency, DISPLAY_CURRENCIES)),
    check('order_payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * A removed person's share of a paid order, given back (docs/decisions/052). One per removed person: the removed
 * beneficiary's id is unique here, so a repeated removal cannot refund twice. Card refunds go through the
 * provider (pending → processed or failed, from its webhook); transfer refunds are 'due' until an admin records
 * them paid out, with the bank's reference.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The removed beneficiary's id (the row itself is deleted with the removal, so no foreign key). */
    beneficiaryId: uuid('beneficiary_id').notNull(),
    /** The removed person's first name, as the sponsor and the console read the refund; null once anonymised. */
    personName: text('person_name'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: minorUnits('amount').notNull(),
    currency: text('currency', { enum: DISPLAY_CURRENCIES }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    /** The provider's refund id, once it has accepted the refund. */
    providerRefundId: text('provider_refund_id'),
    /** The date the sponsor is promised a transfer refund by. */
    dueBy: date('due_by', { mode: 'string' }),
    paidOutReference: text('paid_out_reference'),
    paidOutBy: text('paid_out_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_refunds_beneficiary_id_idx').on(table.beneficiaryId),
    index('order_refunds_order_id_idx').on(table.orderId),
    // The console's queue: refunds due, oldest first.
    index('order_refunds_status_created_at_idx').on(table.status, table.createdAt),
    check('order_refunds_status_known', isOneOf(table.status, REFUND_STATUSES)),
    check('order_refunds_method_known', isOneOf(table.method, PAYMENT_METHODS)),
    check('order_refunds_currency_known', isOneOf(table.currency, DISPLAY_CURRENCIES)),
    check('order_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);
