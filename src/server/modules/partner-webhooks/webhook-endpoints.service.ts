import {
  isWebhookUrlShape,
  PARTNER_API_MESSAGES as M,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '../../../domain/partners/partner-api';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
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

/** Enough for a live system, a staging one and a spare; more is a mistake more often than a need. */
export const MAX_ENDPOINTS = 5;
const DELIVERIES_SHOWN = 50;

export function toEndpointView(row: EndpointRow): WebhookEndpointView {
  return { id: row.id, url: row.url, createdAt: row.createdAt.toISOString() };
}

/** The address's shape, then, in production, where its name leads: never a private or link-local address (SSRF). */
export async function checkEndpointUrl(url: string, isProduction: boolean): Promise<void> {
  if (!isWebhookUrlShape(url, isProduction)) throw new AppError('validation_failed', M.url, { url: M.url });
  if (isProduction && !(await resolvesPublicly(new URL(url)))) {
    throw new AppError('validation_failed', M.privateAddress, { url: M.privateAddress });
  }
}

/** Adds an endpoint in the caller's transaction, with a new signing secret it returns once. */
export async function createEndpoint(
  tx: Db,
  sealKey: Buffer,
  input: { organisationId: string; url: string; createdBy: string },
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  if ((await countActiveEndpoints(tx, input.organisationId)) >= MAX_ENDPOINTS) {
    throw new AppError('conflict', `An organisation can have up to ${MAX_ENDPOINTS} webhook endpoints`);
  }
  const secret = newWebhookSecret();
  const row = await insertEndpoint(tx, { ...input, secretSealed: sealSecret(sealKey, secret) });
  return { endpoint: toEndpointView(row), secret };
}

export async function endpointsOf(db: Db, organisationId: string): Promise<WebhookEndpointView[]> {
  return (await activeEndpoints(db, organisationId)).map(toEndpointView);
}

/** Stops sending to the endpoint (its deliveries not yet made are given up); false when it had none to stop. */
export async function removeEndpoint(
  tx: Db,
  organisationId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  return (await removeEndpointRow(tx, organisationId, id, now)) !== undefined;
}

/** A `webhook.test` event to one endpoint (the portal's button) or to all (the API's route); 404 for none such. */
export async function sendTestEvent(
  db: Db,
  organisationId: string,
  endpointId?: string,
): Promise<{ eventId: string; deliveries: number }> {
  return db.transaction(async (tx) => {
    const endpoints = await activeEndpoints(tx, organisationId, endpointId);
    if (endpointId && endpoints.length === 0) throw new AppError('not_found', M.endpointNotFound);
    return queueEventTo(tx, endpoints, organisationId, 'webhook.test', { message: 'This is a test event' });
  });
}

/** The organisation's latest deliveries, newest first, each with every attempt's answer. */
export async function deliveryLog(db: Db, organisationId: string): Promise<WebhookDeliveryView[]> {
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
