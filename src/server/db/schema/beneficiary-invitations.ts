import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_DECISIONS } from '../../../domain/orders/beneficiary-invitation';
import { isOneOf } from './checks';
import { orderBeneficiaries, orders } from './orders';

/**
 * One row per person on an order: their invitation link, what they confirmed, their consent to sharing their data
 * with the plan's provider and their chosen hospital (docs/decisions/041). The link's token is not stored: it is an
 * HMAC of the person's id and the generation, made again when the sponsor shares it, found here by its SHA-256; a
 * re-send bumps the generation, which leaves the old link matching nothing.
 */
export const beneficiaryInvitations = pgTable(
  'beneficiary_invitations',
  {
    beneficiaryId: uuid('beneficiary_id')
      .primaryKey()
      .references(() => orderBeneficiaries.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(1),
    /** Hex SHA-256 of the current link's token; null before a link was sent (orders placed before 041) or once the owner's account was deleted. */
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the person confirmed (or corrected) their phone and address. */
    detailsConfirmedAt: timestamp('details_confirmed_at', { withTimezone: true }),
    consentDecision: text('consent_decision', { enum: CONSENT_DECISIONS }),
    /** The version of the statement they answered (domain/orders/beneficiary-invitation.ts). */
    consentVersion: text('consent_version'),
    consentDecidedAt: timestamp('consent_decided_at', { withTimezone: true }),
    /**
     * The chosen hospital's id and name as chosen. No foreign key: start-up rewrites the hospitals table from the
     * catalogue (docs/decisions/040), and a choice must outlive that.
     */
    hospitalId: text('hospital_id'),
    hospitalName: text('hospital_name'),
    hospitalChosenAt: timestamp('hospital_chosen_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('beneficiary_invitations_token_hash_idx').on(table.tokenHash),
    index('beneficiary_invitations_order_id_idx').on(table.orderId),
    check('beneficiary_invitations_consent_known', isOneOf(table.consentDecision, CONSENT_DECISIONS)),
  ],
);
