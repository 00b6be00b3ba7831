import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '../../../domain/partners/partner-api';
import type { Db } from '../../db/client';
import { insertJobs } from '../../jobs/insert-jobs-when';
import { activeEndpoints, insertDeliveries, organisationIdOf, type EndpointRow } from './webhooks.repo';

/** The job queue the deliveries go through (webhook-delivery.job.ts works it). */
export const PARTNER_WEBHOOK_QUEUE = 'partner-webhook';

/** One job: attempt `attempt` (1 to WEBHOOK_MAX_ATTEMPTS) at delivery `deliveryId`. */
export interface WebhookJob {
  deliveryId: string;
  attempt: number;
}

/** What a receiver gets: the event's id (its key for doing it once), its type, when, whose, and its data. */
export function eventBody(
  eventId: string,
  organisationId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): string {
  return JSON.stringify({ id: eventId, type, createdAt: now.toISOString(), organisationId, data });
}

/** Queues the event to the given endpoints in the caller's transaction: one delivery and one job each. */
export async function queueEventTo(
  tx: Db,
  endpoints: readonly EndpointRow[],
  organisationId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<{ eventId: string; deliveries: number }> {
  const eventId = randomUUID();
  const body = eventBody(eventId, organisationId, type, data, now);
  const deliveries = await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, eventType: type, body })),
  );
  if (deliveries.length > 0) {
    const jobs: WebhookJob[] = deliveries.map(({ id }) => ({ deliveryId: id, attempt: 1 }));
    await tx.execute(insertJobs(PARTNER_WEBHOOK_QUEUE, jobs));
  }
  return { eventId, deliveries: deliveries.length };
}

/**
 * The one call for a change a partner's systems hear of (`enrolment.created`, ...): one delivery per active
 * endpoint of the organisation, queued in the caller's transaction, so the event goes exactly when the change is
 * committed and is never lost to a crash. An organisation with no endpoint queues nothing.
 */
export async function queuePartnerEvent(
  tx: Db,
  organisationId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  await queueEventTo(tx, await activeEndpoints(tx, organisationId), organisationId, type, data);
}

/**
 * The same for the organisation of a catalogue entry (a health provider by its id), for a module that knows the
 * catalogue's partner but not its organisation; nothing when the entry has no organisation yet.
 */
export async function queueCatalogueEvent(
  tx: Db,
  partner: { kind: 'health_provider' | 'realty_provider' | 'funeral_underwriter'; catalogueRef: string },
  type: WebhookEventType,
  events: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  if (events.length === 0) return;
  const organisationId = await organisationIdOf(tx, partner.kind, partner.catalogueRef);
  if (!organisationId) return;
  const endpoints = await activeEndpoints(tx, organisationId);
  if (endpoints.length === 0) return;
  for (const data of events) await queueEventTo(tx, endpoints, organisationId, type, data);
}
