import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '../../../domain/applications/application-view';
import {
  BENEFICIARY_RELATIONSHIPS,
  type OTHER_RELATIONSHIPS,
} from '../../../domain/funeral/funeral-application.schema';
import { CLAIM_CONTACT_WHO } from '../../../domain/funeral/claim-contact';
import { FUNERAL_PLAN_TYPES } from '../../../domain/funeral/funeral-plan';
import { user } from './auth';
import { isOneOf, minorUnits } from './checks';

/** Funeral cash plans, paid monthly (spec 001 §3). Amounts are minor units (cents, kobo). */
export const funeralPlans = pgTable(
  'funeral_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planType: text('plan_type', { enum: FUNERAL_PLAN_TYPES }).notNull(),
    coverageAmountUsd: minorUnits('coverage_amount_usd').notNull(),
    coverageAmountNgn: minorUnits('coverage_amount_ngn').notNull(),
    monthlyPriceUsd: minorUnits('monthly_price_usd').notNull(),
    monthlyPriceNgn: minorUnits('monthly_price_ngn').notNull(),
    /** The insurer that carries the risk (issue 13, point 10); plans made before it got a sample name (0012). */
    underwriter: text('underwriter').notNull(),
    /** The ages, in whole years, at which a person can be covered, both included. */
    minEntryAge: integer('min_entry_age').notNull(),
    maxEntryAge: integer('max_entry_age').notNull(),
    active: boolean('active').notNull().default(true),
    /** Seeded sample data (DECISIONS 24), shown as such on the plans page. */
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The plans page lists the active plans by coverage amount, ascending.
    index('funeral_plans_active_coverage_idx')
      .on(table.coverageAmountNgn, table.monthlyPriceNgn)
      .where(sql`${table.active}`),
    check('funeral_plans_plan_type_known', isOneOf(table.planType, FUNERAL_PLAN_TYPES)),
    check(
      'funeral_plans_entry_ages_sane',
      sql`${table.minEntryAge} >= 0 and ${table.minEntryAge} <= ${table.maxEntryAge} and ${table.maxEntryAge} <= 120`,
    ),
    check(
      'funeral_plans_amounts_positive',
      sql`${table.coverageAmountUsd} > 0 and ${table.coverageAmountNgn} > 0 and ${table.monthlyPriceUsd} > 0 and ${table.monthlyPriceNgn} > 0`,
    ),
  ],
);

/** A person covered besides the principal member; `relationship` only for the people named on the plans for others. */
export interface CoveredPersonRecord {
  role: 'spouse' | 'child' | 'other';
  relationship?: (typeof OTHER_RELATIONSHIPS)[number];
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/**
 * Hands out the values funeral application references are made from (domain/funeral/funeral-plan.ts), as
 * order_confirmation_number_seq does for orders: never the same value twice (docs/decisions/018).
 */
export const funeralApplicationReferenceSequence = pgSequence('funeral_application_reference_seq');

/**
 * Applications for a funeral plan (DECISIONS 23), paid monthly by bank transfer. The plan's type and amounts are
 * snapshots. The people covered are a jsonb array written once with the application (see
 * docs/decisions/009-funeral-cover.md). When an account is deleted the application stays and loses its owner.
 */
export const funeralApplications = pgTable(
  'funeral_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => funeralPlans.id),
    planType: text('plan_type', { enum: FUNERAL_PLAN_TYPES }).notNull(),
    coverageAmountUsd: minorUnits('coverage_amount_usd').notNull(),
    coverageAmountNgn: minorUnits('coverage_amount_ngn').notNull(),
    monthlyPriceUsd: minorUnits('monthly_price_usd').notNull(),
    monthlyPriceNgn: minorUnits('monthly_price_ngn').notNull(),
    // The people's details are written whole with the application and emptied (null, and no covered people)
    // only when the owner's account is deleted (DECISIONS 8).
    principalFirstName: text('principal_first_name'),
    principalLastName: text('principal_last_name'),
    principalDateOfBirth: date('principal_date_of_birth', { mode: 'string' }),
    principalEmail: text('principal_email'),
    principalPhoneNumber: text('principal_phone_number'),
    principalAddress: text('principal_address'),
    coveredPeople: jsonb('covered_people').$type<CoveredPersonRecord[]>().notNull().default([]),
    beneficiaryFirstName: text('beneficiary_first_name'),
    beneficiaryLastName: text('beneficiary_last_name'),
    beneficiaryRelationship: text('beneficiary_relationship', { enum: BENEFICIARY_RELATIONSHIPS }),
    beneficiaryPhoneNumber: text('beneficiary_phone_number'),
    // Who may start a claim if the holder dies (docs/decisions/067): the beneficiary (whose name is above) or
    // someone else named here; the one-time code goes to the phone and/or e-mail.
    claimContactWho: text('claim_contact_who', { enum: CLAIM_CONTACT_WHO }),
    claimContactFirstName: text('claim_contact_first_name'),
    claimContactLastName: text('claim_contact_last_name'),
    claimContactPhoneNumber: text('claim_contact_phone_number'),
    claimContactEmail: text('claim_contact_email'),
    /** The contact's current one-time code: keyed SHA-256, its expiry and the tries it took (decision 067). */
    claimCodeHash: text('claim_code_hash'),
    claimCodeExpiresAt: timestamp('claim_code_expires_at', { withTimezone: true }),
    claimCodeAttempts: integer('claim_code_attempts').notNull().default(0),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    /** Chosen by the browser per form: a retried or double-submitted request finds the first application. */
    idempotencyKey: text('idempotency_key').notNull(),
    personalDataRemovedAt: timestamp('personal_data_removed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('funeral_applications_reference_idx').on(table.reference),
    uniqueIndex('funeral_applications_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    // "My Orders" lists one user's newest first.
    index('funeral_applications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('funeral_applications_plan_id_idx').on(table.planId),
    // The admin console lists applications by status, newest first.
    index('funeral_applications_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('funeral_applications_created_at_idx').on(table.createdAt, table.id),
    check('funeral_applications_status_known', isOneOf(table.status, APPLICATION_STATUSES)),
    check('funeral_applications_plan_type_known', isOneOf(table.planType, FUNERAL_PLAN_TYPES)),
    check(
      'funeral_applications_claim_contact_who_known',
      sql`${table.claimContactWho} is null or ${isOneOf(table.claimContactWho, CLAIM_CONTACT_WHO)}`,
    ),
    check(
      'funeral_applications_claim_contact_reachable',
      sql`${table.claimContactWho} IS NULL OR ${table.claimContactPhoneNumber} IS NOT NULL OR ${table.claimContactEmail} IS NOT NULL`,
    ),
    check('funeral_applications_covered_people_array', sql`jsonb_typeof(${table.coveredPeople}) = 'array'`),
  ],
);
