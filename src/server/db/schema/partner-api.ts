import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENT_TYPES,
  type ApiKeyScope,
} from '../../../domain/partners/partner-api';
import { user } from './auth';
import { isOneOf } from './checks';
import { partnerOrganisations } from './partners';

/**
 * A partner's API key (docs/decisions/081-partner-api-keys-and-webhooks.md). The key reads `dhp_<id>_<secret>`: the
 * id finds the row, and only the SHA-256 of the secret is kept, so the key is shown once, when it is made.
 */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('partner_api_keys_organisation_idx').on(table.organisationId)],
);

/**
 * Where an organisation receives webhooks. The signing secret is kept encrypted (AES-256-GCM under a key derived
 * from the server's secret), since signing needs the secret itself; it is shown once, when the endpoint is added.
 */
export const partnerWebhookEndpoints = pgTable(
  'partner_webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('partner_webhook_endpoints_organisation_idx').on(table.organisationId)],
);

/** One event to one endpoint: the body is fixed when the event happens, so every attempt sends the same bytes. */
export const partnerWebhookDeliveries = pgTable(
  'partner_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => partnerWebhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, the same for each endpoint it goes to: the receiver's key for doing it once. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    /** Attempts made so far: the worker's compare-and-set, so a job run twice makes one attempt. */
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partner_webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    check('partner_webhook_deliveries_state_check', isOneOf(table.state, WEBHOOK_DELIVERY_STATES)),
    check('partner_webhook_deliveries_type_check', isOneOf(table.eventType, WEBHOOK_EVENT_TYPES)),
  ],
);

/** Every attempt at a delivery, for the portal's log: what the endpoint answered, never the secret. */
export const partnerWebhookAttempts = pgTable(
  'partner_webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => partnerWebhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('partner_webhook_attempts_delivery_idx').on(table.deliveryId, table.attempt)],
);
