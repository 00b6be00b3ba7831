import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PARTNER_KINDS, PARTNER_ROLES } from '../../../domain/partners/partner';
import { user } from './auth';
import { isOneOf } from './checks';

/**
 * A partner organisation (issue 33): one per catalogue entry, a health provider's id, a realty provider's id or a
 * funeral underwriter's name, kept as the catalogue's own key so the organisation follows the entry.
 */
export const partnerOrganisations = pgTable(
  'partner_organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PARTNER_KINDS }).notNull(),
    catalogueRef: text('catalogue_ref').notNull(),
    /** The catalogue's name when the organisation was made, for lists and mail. */
    name: text('name').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_organisations_catalogue_idx').on(table.kind, table.catalogueRef),
    check('partner_organisations_kind_check', isOneOf(table.kind, PARTNER_KINDS)),
  ],
);

/** A partner's person: one organisation per user, so every partner rule asks one row (docs/decisions/079-partner-organisations.md). */
export const partnerMembers = pgTable(
  'partner_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PARTNER_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_members_user_idx').on(table.userId),
    index('partner_members_organisation_idx').on(table.organisationId),
    check('partner_members_role_check', isOneOf(table.role, PARTNER_ROLES)),
  ],
);

/**
 * An invitation by e-mail. The token is random and only its SHA-256 is kept; it opens one account once
 * (`accepted_at`, set by a compare-and-set) and only until `expires_at`.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: PARTNER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_invitations_token_idx').on(table.tokenHash),
    index('partner_invitations_pending_idx')
      .on(table.organisationId)
      .where(sql`${table.acceptedAt} is null`),
    check('partner_invitations_role_check', isOneOf(table.role, PARTNER_ROLES)),
  ],
);
