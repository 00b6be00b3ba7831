import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  primaryKey,
  smallint,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ALLY_PLAN_TYPES } from '../../../domain/catalogue/types';
import {
  BENEFICIARY_RELATIONSHIPS,
  CONTACT_METHODS,
  PAYER_RELATIONSHIPS,
  PAYMENT_METHODS,
} from '../../../domain/orders/order.schema';
import type { CountryCode } from '../../../domain/orders/country-codes';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../domain/languages';
import { ORDER_STATUSES } from '../../../domain/orders/order-status';
import { DISPLAY_CURRENCIES } from '../../../domain/fx/currencies';
import { user } from './auth';
import { exactDecimal, isOneOf, minorUnits } from './checks';

/**
 * Hands out the values confirmation numbers are made from (domain/orders/confirmation-number.ts): a value is never
 * given twice, whatever the load or the number of instances, and a rolled-back order only leaves a gap.
 */
export const orderConfirmationNumberSequence = pgSequence('order_confirmation_number_seq');

/**
 * Health-plan orders, priced by the server from the catalogue (DECISIONS 14). The plan's name is a snapshot, so
 * the order reads the same after the catalogue changes. When an account is deleted the order stays, with its
 * amounts and status, and loses its owner (user_id becomes null).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    planType: text('plan_type', { enum: ALLY_PLAN_TYPES }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    totalUsd: minorUnits('total_usd').notNull(),
    totalNgn: minorUnits('total_ngn').notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
    coverageStartDate: date('coverage_start_date', { mode: 'string' }).notNull(),
    /**
     * The last day of cover, always coverageEnd(coverage_start_date) (domain/orders/coverage.ts): written with the
     * start, so the daily sweep finds the orders whose cover ends on a day by this column's index.
     */
    coverageEndDate: date('coverage_end_date', { mode: 'string' }).notNull(),
    /** Chosen by the browser per checkout: a retried or double-clicked submission finds the first order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The total in the buyer's display currency (docs/decisions/047): for GBP, EUR and CAD the naira total at the
     * rate in force when placed (exact, naira per unit), held until quote_expires_at; for NGN and USD the catalogue
     * total, with no rate or expiry. All null for an order placed before quotes.
     */
    quoteCurrency: text('quote_currency', { enum: DISPLAY_CURRENCIES }),
    quoteNgnPerUnit: exactDecimal('quote_ngn_per_unit'),
    quoteTotal: minorUnits('quote_total'),
    // Text in and out: the order's prepared insert cannot write a null Date (drizzle maps it before the null check).
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true, mode: 'string' }),
    /** The order whose cover this one renews (docs/decisions/039); null for a first purchase. */
    renewsOrderId: uuid('renews_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** Set when the owner's account was deleted and the people's details on the order were emptied. */
    personalDataRemovedAt: timestamp('personal_data_removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('orders_confirmation_number_idx').on(table.confirmationNumber),
    uniqueIndex('orders_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    // One live renewal per order: a double click or two tabs cannot renew the same cover twice; a cancelled
    // renewal frees the order to be renewed again (docs/decisions/039).
    uniqueIndex('orders_renews_order_id_idx')
      .on(table.renewsOrderId)
      .where(sql`${table.status} <> 'cancelled'`),
    // "My orders" lists one user's newest first; the admin console lists by status, newest first.
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('orders_status_created_at_idx').on(table.status, table.createdAt.desc()),
    // The admin list without a status filter and the dashboard's latest activity: newest first, read backwards.
    index('orders_created_at_idx').on(table.createdAt, table.id),
    // The coverage sweep: orders of one status whose cover ends before (expiry) or on (reminders) a given day.
    index('orders_status_coverage_end_date_idx').on(table.status, table.coverageEndDate),
    check('orders_status_known', isOneOf(table.status, ORDER_STATUSES)),
    check('orders_payment_method_known', isOneOf(table.paymentMethod, PAYMENT_METHODS)),
  ],
);

/** The people an order covers, in the order they were entered, each with the yearly price charged for them. */
export const orderBeneficiaries = pgTable(
  'order_beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The personal fields are written whole with the order and emptied (null) only when the owner's account
    // is deleted (DECISIONS 8); the order keeps its amounts and status.
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    countryCode: text('country_code').$type<CountryCode>(),
    relationship: text('relationship', { enum: BENEFICIARY_RELATIONSHIPS }).notNull(),
    /** The language her page, SMS and mail speak (docs/decisions/069): the sponsor's pick, then hers. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    /** Null when one Family price covers everyone on the order. */
    priceUsd: minorUnits('price_usd'),
    priceNgn: minorUnits('price_ngn'),
  },
  (table) => [
    index('order_beneficiaries_order_id_idx').on(table.orderId),
    check('order_beneficiaries_language_known', isOneOf(table.language, LANGUAGES)),
  ],
);

/**
 * Who pays. When the payer page was skipped the account holder pays, and only what their profile knows is
 * recorded, so most columns may be empty.
 */
export const orderPayers = pgTable('order_payers', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  isAccountHolder: boolean('is_account_holder').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  countryCode: text('country_code').$type<CountryCode>(),
  phoneNumber: text('phone_number'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  address: text('address'),
  relationship: text('relationship', { enum: PAYER_RELATIONSHIPS }),
  contactMethod: text('contact_method', { enum: CONTACT_METHODS }),
  companyName: text('company_name'),
});

/** Every status an order has had, from 'pending' at placement on: the history admins read. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /**
     * The user who made the change, or 'system' (a payment provider's confirmation). No foreign key: the record
     * outlives the account that made it.
     */
    changedBy: text('changed_by'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_changes_order_id_created_at_idx').on(table.orderId, table.createdAt)],
);

/**
 * The renewal reminders sent for an order, one row per kind (days before the end: 30, 7). Written in the
 * transaction of the reminder's notification and mail, insert-on-conflict: each goes once, however often the
 * coverage sweep runs and on however many instances (docs/decisions/037).
 */
export const coverageReminders = pgTable(
  'coverage_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.kind] })],
);
