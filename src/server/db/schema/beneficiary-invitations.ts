import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_DECISIONS } from '../../../domain/orders/beneficiary-invitation';
import { PROOF_CHANNELS } from '../../../domain/orders/relative-proof';
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
    /**
     * Hex SHA-256 of the link the sponsor shares on WhatsApp: another token for the same page, so no answer to the
     * sponsor carries the relative's own (docs/decisions/049). Either opens only the code screen on a new device.
     */
    shareTokenHash: text('share_token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the server first sent the link to the person's own contact: in the transaction that made the order paid. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The last reminder sent (2 and 7 days after the invitation) and how many were sent. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
    /** The current 6-digit code: its SHA-256 (keyed), where it went (masked) and how many wrong tries it took. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeChannel: text('code_channel', { enum: PROOF_CHANNELS }),
    codeDestination: text('code_destination'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the person confirmed (or corrected) their phone and address. */
    detailsConfirmedAt: timestamp('details_confirmed_at', { withTimezone: true }),
    consentDecision: text('consent_decision', { enum: CONSENT_DECISIONS }),
    /** The version of the statement they answered (domain/orders/beneficiary-invitation.ts). */
    consentVersion: text('consent_version'),
    consentDecidedAt: timestamp('consent_decided_at', { withTimezone: true }),
    /** How the person proved the answer was hers: the code's channel, its masked destination and when it was entered. */
    consentProofChannel: text('consent_proof_channel', { enum: PROOF_CHANNELS }),
    consentProofDestination: text('consent_proof_destination'),
    consentProvenAt: timestamp('consent_proven_at', { withTimezone: true }),
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
    uniqueIndex('beneficiary_invitations_share_token_hash_idx').on(table.shareTokenHash),
    index('beneficiary_invitations_invited_at_idx').on(table.invitedAt),
    index('beneficiary_invitations_order_id_idx').on(table.orderId),
    check('beneficiary_invitations_consent_known', isOneOf(table.consentDecision, CONSENT_DECISIONS)),
    check('beneficiary_invitations_code_channel_known', isOneOf(table.codeChannel, PROOF_CHANNELS)),
    check('beneficiary_invitations_proof_channel_known', isOneOf(table.consentProofChannel, PROOF_CHANNELS)),
  ],
);
