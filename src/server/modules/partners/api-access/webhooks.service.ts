import {
  isWebhookUrlShape,
  PARTNER_API_MESSAGES,
  type CreatedWebhookEndpointView,
  type CreateWebhookEndpoint,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '../../../../domain/partners/partner-api';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import type { PartnerViewer } from '../partner-access';
import { apiAccessFor, auditIfAdmin } from './api-access-rule';
import { queueEventTo } from './partner-events';
import { resolvesPublicly } from './webhook-address';
import { newWebhookSecret, sealSecret } from './webhook-secret';
import {
  activeEndpoints,
  countActiveEndpoints,
  insertEndpoint,
  recentDeliveries,
  removeEndpointRow,
  type EndpointRow,
} from './webhooks.repo';

export interface WebhookDeps {
  db: Db;
  sealKey: Buffer;
  isProduction: boolean;
}

/** Enough for a live system, a staging one and a spare; more is a mistake more often than a need. */
export const MAX_ENDPOINTS = 5;
const DELIVERIES_SHOWN = 50;

const M = PARTNER_API_MESSAGES;

function toEndpointView(row: EndpointRow): WebhookEndpointView {
  return { id: row.id, url: row.url, createdAt: row.createdAt.toISOString() };
}

/** The address's shape, then, in production, where its name leads: never a private or link-local address (SSRF). */
async function checkEndpointUrl(url: string, isProduction: boolean): Promise<void> {
  if (!isWebhookUrlShape(url, isProduction)) throw new AppError('validation_failed', M.url, { url: M.url });
  if (isProduction && !(await resolvesPublicly(new URL(url)))) {
    throw new AppError('validation_failed', M.privateAddress, { url: M.privateAddress });
  }
}

/** Adds an endpoint; the answer holds its signing secret, which is never shown again. */
export async function addWebhookEndpoint(
  deps: WebhookDeps,
  viewer: PartnerViewer,
  organisationId: string,
  input: CreateWebhookEndpoint,
): Promise<CreatedWebhookEndpointView> {
  const access = await apiAccessFor(deps.db, viewer, organisationId);
  await checkEndpointUrl(input.url, deps.isProduction);
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    if ((await countActiveEndpoints(tx, organisationId)) >= MAX_ENDPOINTS) {
      throw new AppError('conflict', `An organisation can have up to ${MAX_ENDPOINTS} webhook endpoints`);
    }
    const row = await insertEndpoint(tx, {
      organisationId,
      url: input.url,
      secretSealed: sealSecret(deps.sealKey, secret),
      createdBy: viewer.userId,
    });
    await auditIfAdmin(tx, viewer, access, 'webhook endpoint added', { endpointId: row.id, url: row.url });
    return { ...toEndpointView(row), secret };
  });
}

export async function listWebhookEndpoints(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
): Promise<WebhookEndpointView[]> {
  await apiAccessFor(db, viewer, organisationId);
  return (await activeEndpoints(db, organisationId)).map(toEndpointView);
}

function endpointNotFound() {
  return new AppError('not_found', M.endpointNotFound);
}

/** Stops sending to the endpoint; its deliveries not yet made are given up. */
export async function removeWebhookEndpoint(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  endpointId: string,
  now = new Date(),
): Promise<void> {
  const access = await apiAccessFor(db, viewer, organisationId);
  if (!isUuid(endpointId)) throw endpointNotFound();
  await db.transaction(async (tx) => {
    if (!(await removeEndpointRow(tx, organisationId, endpointId, now))) throw endpointNotFound();
    await auditIfAdmin(tx, viewer, access, 'webhook endpoint removed', { endpointId });
  });
}

/** A `webhook.test` event to one endpoint (the portal's button) or to all (the API's route). */
export async function sendTestEvent(
  db: Db,
  organisationId: string,
  endpointId?: string,
): Promise<{ eventId: string; deliveries: number }> {
  return db.transaction(async (tx) => {
    const endpoints = await activeEndpoints(tx, organisationId, endpointId);
    if (endpointId && endpoints.length === 0) throw endpointNotFound();
    return queueEventTo(tx, endpoints, organisationId, 'webhook.test', { message: 'This is a test event' });
  });
}

/** The portal's button: the one access rule first, then the test event to that endpoint. */
export async function sendPortalTestEvent(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  endpointId: string,
): Promise<{ eventId: string; deliveries: number }> {
  await apiAccessFor(db, viewer, organisationId);
  if (!isUuid(endpointId)) throw endpointNotFound();
  return sendTestEvent(db, organisationId, endpointId);
}

export async function webhookDeliveries(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
): Promise<WebhookDeliveryView[]> {
  await apiAccessFor(db, viewer, organisationId);
  return (await recentDeliveries(db, organisationId, DELIVERIES_SHOWN)).map(({ delivery, attempts }) => ({
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    state: delivery.state,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      at: attempt.createdAt.toISOString(),
    })),
  }));
}
