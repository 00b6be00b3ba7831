import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DISPLAY_CURRENCIES } from '../../../domain/fx/currencies';
import { isOneOf } from './checks';
import { funeralApplications } from './funeral';
import { checkoutColumns, CHECKOUT_STATUSES } from './payments';

/**
 * One hand-off to the card provider for one funeral premium (docs/decisions/066). Its id is the provider's
 * transaction reference (a premium's own reference cannot be: a declined attempt and the next need two); the
 * charge is fixed here when it is made, and the confirmation must report exactly it.
 */
export const funeralPremiumCheckouts = pgTable(
  'funeral_premium_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => funeralApplications.id, { onDelete: 'cascade' }),
    premiumIndex: integer('premium_index').notNull(),
    ...checkoutColumns(),
  },
  (table) => [
    index('funeral_premium_checkouts_application_idx').on(table.applicationId),
    check('funeral_premium_checkouts_status_known', isOneOf(table.status, CHECKOUT_STATUSES)),
    check('funeral_premium_checkouts_currency_known', isOneOf(table.chargeCurrency, DISPLAY_CURRENCIES)),
    check('funeral_premium_checkouts_amount_positive', sql`${table.chargeAmount} > 0`),
  ],
);

/**
 * The card that pays an application's premiums: Paystack's reusable authorization (docs/decisions/066). The code
 * charges the card again and never leaves the server; the rest names the card to its holder.
 */
export const funeralPremiumCards = pgTable('funeral_premium_cards', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => funeralApplications.id, { onDelete: 'cascade' }),
  authorizationCode: text('authorization_code').notNull(),
  /** The e-mail the authorization was made with: Paystack charges it with the same one. */
  email: text('email').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: text('exp_month').notNull(),
  expYear: text('exp_year').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
