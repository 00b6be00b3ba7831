import { sql } from 'drizzle-orm';
import {
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
import { DISPLAY_CURRENCIES } from '../../../domain/fx/currency-codes';
import { LEDGER_ENTRY_KINDS, PREMIUM_PAYMENT_METHODS } from '../../../domain/funeral/funeral-ledger';
import { user } from './auth';
import { isOneOf, minorUnits } from './checks';
import { funeralApplications } from './funeral';

/**
 * One ledger per funeral application (issue 27, docs/decisions/054): each premium paid, later the payout. Premiums
 * due are not rows: the schedule (domain/funeral/premium-schedule.ts) says when each falls due, so a row is money
 * that moved. Kept when the holder's account is deleted: it is the record of money the books need.
 */
export const funeralLedgerEntries = pgTable(
  'funeral_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => funeralApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** Which premium: 0 is the first. Null for a payout. */
    premiumIndex: integer('premium_index'),
    /** Which settlement of the premium (0 the first, 1 after a refund), or the one a refund returns (decision 065). */
    settlement: integer('settlement').notNull().default(0),
    /** How the money moved; null for a waiver, which moved none. */
    method: text('method', { enum: PREMIUM_PAYMENT_METHODS }),
    amountUsd: minorUnits('amount_usd').notNull(),
    amountNgn: minorUnits('amount_ngn').notNull(),
    /** The premium's own transfer reference, or the card payment's Paystack reference. */
    reference: text('reference').notNull(),
    /** The day the money arrived: cover runs from the day after. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** What a card was charged, in the currency charged (docs/decisions/066); null for a transfer (naira). */
    chargeAmount: minorUnits('charge_amount'),
    chargeCurrency: text('charge_currency', { enum: DISPLAY_CURRENCIES }),
    /** The admin who recorded a transfer; null for a card payment Paystack confirmed. */
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One settlement (paid or waived) of each premium at a time, and one refund of each settlement.
    uniqueIndex('funeral_ledger_settlement_unique')
      .on(table.applicationId, table.premiumIndex, table.settlement)
      .where(sql`${table.kind} in ('premium', 'waiver')`),
    uniqueIndex('funeral_ledger_refund_unique')
      .on(table.applicationId, table.premiumIndex, table.settlement)
      .where(sql`${table.kind} = 'refund'`),
    uniqueIndex('funeral_ledger_reference_unique').on(table.reference),
    index('funeral_ledger_application_idx').on(table.applicationId, table.createdAt),
    check('funeral_ledger_kind_check', isOneOf(table.kind, LEDGER_ENTRY_KINDS)),
    check(
      'funeral_ledger_method_check',
      sql`(${table.kind} = 'waiver') = (${table.method} is null) and (${table.method} is null or ${isOneOf(table.method, PREMIUM_PAYMENT_METHODS)})`,
    ),
    check(
      'funeral_ledger_premium_index_check',
      sql`(${table.kind} <> 'payout') = (${table.premiumIndex} is not null and ${table.premiumIndex} >= 0) and ${table.settlement} >= 0`,
    ),
    // Money into the plan's account: a premium in, nothing for a waiver, a refund or the payout out.
    check(
      'funeral_ledger_amounts_check',
      sql`case ${table.kind} when 'premium' then ${table.amountUsd} >= 0 and ${table.amountNgn} > 0 when 'waiver' then ${table.amountUsd} = 0 and ${table.amountNgn} = 0 else ${table.amountUsd} <= 0 and ${table.amountNgn} < 0 end`,
    ),
  ],
);
