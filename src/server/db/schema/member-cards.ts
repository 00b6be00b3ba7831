import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderBeneficiaries, orders } from './orders';

/**
 * One member card per person on an active order (docs/decisions/038). The QR code's token is not stored: it is an
 * HMAC of the card's id and generation, made again whenever the card is shown, and found by its SHA-256 here.
 * Revoking marks the row; the verification page then says so.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => orderBeneficiaries.id, { onDelete: 'cascade' }),
    memberNumber: text('member_number').notNull(),
    /** Bumped when a card is re-issued, which gives it a new token; the old one then finds nothing. */
    generation: integer('generation').notNull().default(1),
    /** Hex SHA-256 of the current token. */
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The admin who revoked it; no foreign key, as the record outlives the account. */
    revokedBy: text('revoked_by'),
    revokedReason: text('revoked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_cards_beneficiary_id_idx').on(table.beneficiaryId),
    uniqueIndex('member_cards_token_hash_idx').on(table.tokenHash),
    index('member_cards_order_id_idx').on(table.orderId),
  ],
);
