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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '../../../domain/applications/application-view';
import { CONTACT_METHODS } from '../../../domain/orders/order.schema';
import { PROPERTY_TYPES } from '../../../domain/property/property';
import { VIEWING_MODES, VIEWING_STATUSES } from '../../../domain/property/viewing';
import { TITLE_STATUSES, TITLE_TYPES } from '../../../domain/property/title-pack';
import { user } from './auth';
import { isOneOf, minorUnits } from './checks';

/** Estate agencies whose listings we show (DECISIONS 20); each charges a fixed application fee. */
export const realtyProviders = pgTable('realty_providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  logoUrl: text('logo_url').notNull(),
  applicationFeeUsd: minorUnits('application_fee_usd').notNull(),
  applicationFeeNgn: minorUnits('application_fee_ngn').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * Listings. Every index below is partial on `published`, the only rows the public list reads. The ordering ones
 * end in (created_at, id) ascending: read backwards they give `order by created_at desc, id desc` exactly as the
 * query spells it (a `desc` index column would be NULLS LAST, which `desc` in a query is not, and PostgreSQL
 * would sort instead), and they serve the keyset cursor's row comparison (docs/decisions/008).
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => realtyProviders.id),
    title: text('title').notNull(),
    location: text('location').notNull(),
    /**
     * The state and town the list filters by (domain/property/nigerian-locations.ts); null on a listing saved
     * before they existed, until an admin sets them (the console requires both on every save).
     */
    state: text('state'),
    town: text('town'),
    description: text('description').notNull(),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    squareFeet: integer('square_feet').notNull(),
    priceUsd: minorUnits('price_usd').notNull(),
    priceNgn: minorUnits('price_ngn').notNull(),
    mainImage: text('main_image').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    /** When the listing was first published: what saved searches' alerts call new (docs/decisions/043). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The title pack (domain/property/title-pack.ts, docs/decisions/042): admin data about the land, not personal. */
    titleType: text('title_type', { enum: TITLE_TYPES }),
    titleStatus: text('title_status', { enum: TITLE_STATUSES }).notNull().default('not_verified'),
    /** The day we verified the title; set exactly when the status is 'verified'. */
    titleVerifiedOn: date('title_verified_on', { mode: 'string' }),
    /** The realty provider's agent registration number with the state regulator (LASRERA in Lagos). */
    agentRegistration: text('agent_registration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => {
    const published = sql`${table.published}`;
    return [
      index('properties_published_created_at_idx').on(table.createdAt, table.id).where(published),
      // The admin console lists every listing, published or not, newest first.
      index('properties_created_at_idx').on(table.createdAt, table.id),
      index('properties_type_created_at_idx')
        .on(table.propertyType, table.createdAt, table.id)
        .where(published),
      index('properties_provider_created_at_idx')
        .on(table.providerId, table.createdAt, table.id)
        .where(published),
      // The location filter: a state alone, or a state and one of its towns, newest first as above.
      index('properties_state_created_at_idx').on(table.state, table.createdAt, table.id).where(published),
      index('properties_state_town_created_at_idx')
        .on(table.state, table.town, table.createdAt, table.id)
        .where(published),
      // The saved searches' alerts read listings published in a window.
      index('properties_published_at_idx').on(table.publishedAt).where(published),
      // The 'title verified' filter: only those rows, newest first (the condition is written out the same in the repo).
      index('properties_title_verified_created_at_idx')
        .on(table.createdAt, table.id)
        .where(sql`${table.published} and ${table.titleStatus} = 'verified'`),
      index('properties_price_usd_idx').on(table.priceUsd).where(published),
      index('properties_bedrooms_idx').on(table.bedrooms).where(published),
      // Case-insensitive "contains" (ILIKE '%…%') on either column; needs pg_trgm (migration 0003).
      index('properties_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')).where(published),
      index('properties_location_trgm_idx').using('gin', table.location.op('gin_trgm_ops')).where(published),
      check('properties_type_known', isOneOf(table.propertyType, PROPERTY_TYPES)),
      check(
        'properties_counts_sane',
        sql`${table.bedrooms} >= 0 and ${table.bathrooms} >= 0 and ${table.squareFeet} > 0`,
      ),
      // A town is only ever recorded with its state.
      check('properties_town_needs_state', sql`${table.town} is null or ${table.state} is not null`),
      check('properties_title_type_known', isOneOf(table.titleType, TITLE_TYPES)),
      check('properties_title_status_known', isOneOf(table.titleStatus, TITLE_STATUSES)),
      check(
        'properties_title_verified_on_with_status',
        sql`(${table.titleStatus} = 'verified') = (${table.titleVerifiedOn} is not null)`,
      ),
      check('properties_prices_positive', sql`${table.priceUsd} > 0 and ${table.priceNgn} > 0`),
    ];
  },
);

/**
 * Hands out the values property application references are made from (domain/property/application-reference.ts),
 * as order_confirmation_number_seq does for orders: never the same value twice (docs/decisions/018).
 */
export const propertyApplicationReferenceSequence = pgSequence('property_application_reference_seq');

/**
 * A user's application for a listing (DECISIONS 21). The fee is the provider's at the time, copied so the
 * application reads the same after the provider changes it. One open (pending) application per user and listing.
 */
export const propertyApplications = pgTable(
  'property_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    feeUsd: minorUnits('fee_usd').notNull(),
    feeNgn: minorUnits('fee_ngn').notNull(),
    /** The applicant's own words: emptied (null) when their account is deleted (DECISIONS 8). */
    message: text('message'),
    preferredContact: text('preferred_contact', { enum: CONTACT_METHODS }).notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    personalDataRemovedAt: timestamp('personal_data_removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('property_applications_reference_idx').on(table.reference),
    uniqueIndex('property_applications_one_open_idx')
      .on(table.userId, table.propertyId)
      .where(sql`${table.status} = 'pending'`),
    index('property_applications_user_id_created_at_idx').on(table.userId, table.createdAt, table.id),
    index('property_applications_property_id_idx').on(table.propertyId),
    // The admin console lists applications by status, newest first.
    index('property_applications_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('property_applications_created_at_idx').on(table.createdAt, table.id),
    check('property_applications_status_known', isOneOf(table.status, APPLICATION_STATUSES)),
    check('property_applications_contact_known', isOneOf(table.preferredContact, CONTACT_METHODS)),
  ],
);

/**
 * A viewing asked for from a property application (docs/decisions/044): one per application. The named viewer's
 * name and phone are emptied when the applicant's account is deleted.
 */
export const propertyViewings = pgTable(
  'property_viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => propertyApplications.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: VIEWING_MODES }).notNull(),
    viewerName: text('viewer_name'),
    viewerPhone: text('viewer_phone'),
    preferredDates: jsonb('preferred_dates').$type<string[]>().notNull(),
    status: text('status', { enum: VIEWING_STATUSES }).notNull().default('requested'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    personalDataRemovedAt: timestamp('personal_data_removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('property_viewings_application_id_idx').on(table.applicationId),
    check('property_viewings_mode_known', isOneOf(table.mode, VIEWING_MODES)),
    check('property_viewings_status_known', isOneOf(table.status, VIEWING_STATUSES)),
    check(
      'property_viewings_scheduled_when_answered',
      sql`(${table.status} = 'requested') = (${table.scheduledDate} is null)`,
    ),
  ],
);

/**
 * The documents of a listing's title pack (docs/decisions/042): files an admin uploaded, checked by their bytes,
 * kept in the uploads store under `storage_key` and served only to admins and the listing's applicants. Admin data:
 * the uploader is kept as the audit keeps actors.
 */
export const propertyTitleDocuments = pgTable(
  'property_title_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The uploaded file's name, cleaned, as the label and the download's name. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_title_documents_property_id_idx').on(table.propertyId, table.createdAt),
    uniqueIndex('property_title_documents_storage_key_idx').on(table.storageKey),
  ],
);

/** A user's saved listings (issue 16, point 2): one row per user and listing; gone with the account. */
export const savedListings = pgTable(
  'saved_listings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    // /saved lists a user's saved listings, most recently saved first.
    index('saved_listings_user_created_at_idx').on(table.userId, table.createdAt),
  ],
);
