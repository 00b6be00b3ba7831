import { sql } from 'drizzle-orm';
import {
  check,
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLAIM_CAUSES, CLAIM_STATUSES } from '../../../domain/funeral/funeral-claim-rules';
import { user } from './auth';
import { bytes, isOneOf, minorUnits } from './checks';
import { funeralApplications } from './funeral';

/**
 * A death reported on an approved funeral application (issue 16, point 5). The person's name and the payout account
 * are personal: emptied when the holder's account is deleted; the status, dates, cause and amounts stay, as the
 * record of money paid or refused.
 */
export const funeralClaims = pgTable(
  'funeral_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => funeralApplications.id, { onDelete: 'cascade' }),
    /** 'principal' or 'covered-N' (the application's covered people, by place). */
    personKey: text('person_key').notNull(),
    personFirstName: text('person_first_name'),
    personLastName: text('person_last_name'),
    dateOfDeath: date('date_of_death', { mode: 'string' }).notNull(),
    cause: text('cause', { enum: CLAIM_CAUSES }).notNull(),
    /** The cover as applied for: what is paid out. */
    amountUsd: minorUnits('amount_usd').notNull(),
    amountNgn: minorUnits('amount_ngn').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    submittedBy: text('submitted_by', { enum: ['holder', 'beneficiary'] }).notNull(),
    /** The beneficiary's address the claim link went to, for telling them of each step; null for the holder's claims. */
    beneficiaryEmail: text('beneficiary_email'),
    /** The link the claim was made through: it works while the claim is open (docs/decisions/067, part C). */
    claimLinkId: uuid('claim_link_id').references((): AnyPgColumn => funeralClaimLinks.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    personalDataRemovedAt: timestamp('personal_data_removed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('funeral_claims_reference_idx').on(table.reference),
    uniqueIndex('funeral_claims_application_id_idempotency_key_idx').on(
      table.applicationId,
      table.idempotencyKey,
    ),
    // One open claim per covered person: a second report of the same death finds the first.
    uniqueIndex('funeral_claims_open_person_idx')
      .on(table.applicationId, table.personKey)
      .where(sql`${table.status} <> 'rejected'`),
    // The queue lists claims by status, newest first.
    index('funeral_claims_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('funeral_claims_created_at_idx').on(table.createdAt, table.id),
    index('funeral_claims_claim_link_id_idx').on(table.claimLinkId),
    check('funeral_claims_status_known', isOneOf(table.status, CLAIM_STATUSES)),
    check('funeral_claims_cause_known', isOneOf(table.cause, CLAIM_CAUSES)),
    check('funeral_claims_submitted_by_known', isOneOf(table.submittedBy, ['holder', 'beneficiary'])),
  ],
);

/** The death certificate or burial permit, as uploaded (its bytes checked), one per claim. */
export const funeralClaimDocuments = pgTable('funeral_claim_documents', {
  claimId: uuid('claim_id')
    .primaryKey()
    .references(() => funeralClaims.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytes('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link the holder mails to the application's nominated beneficiary, who reports a death through it without an
 * account. Only the token's SHA-256 is kept; a new link for the same application replaces the one before it.
 */
export const funeralClaimLinks = pgTable(
  'funeral_claim_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => funeralApplications.id, { onDelete: 'cascade' }),
    /** The holder who sent it; the link goes when that account is deleted. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('funeral_claim_links_token_hash_idx').on(table.tokenHash),
    index('funeral_claim_links_application_id_idx').on(table.applicationId),
    index('funeral_claim_links_user_id_idx').on(table.userId),
  ],
);
