import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WebhookDeliveryState, WebhookEventType } from '../../../domain/partners/partner-api';
import type { Db } from '../../db/client';
import {
  partnerOrganisations,
  partnerWebhookAttempts,
  partnerWebhookDeliveries,
  partnerWebhookEndpoints,
} from '../../db/schema';

export type EndpointRow = typeof partnerWebhookEndpoints.$inferSelect;
export type DeliveryRow = typeof partnerWebhookDeliveries.$inferSelect;
export type AttemptRow = typeof partnerWebhookAttempts.$inferSelect;

export async function insertEndpoint(
  tx: Db,
  row: { organisationId: string; url: string; secretSealed: string; createdBy: string },
): Promise<EndpointRow> {
  const [inserted] = await tx.insert(partnerWebhookEndpoints).values(row).returning();
  if (!inserted) throw new Error('webhook endpoint insert returned no row');
  return inserted;
}

export async function countActiveEndpoints(db: Db, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(partnerWebhookEndpoints)
    .where(
      and(
        eq(partnerWebhookEndpoints.organisationId, organisationId),
        isNull(partnerWebhookEndpoints.removedAt),
      ),
    );
  return row?.count ?? 0;
}

/** The organisation's endpoints still receiving events (or the one named), oldest first. */
export async function activeEndpoints(
  db: Db,
  organisationId: string,
  endpointId?: string,
): Promise<EndpointRow[]> {
  return db
    .select()
    .from(partnerWebhookEndpoints)
    .where(
      and(
        eq(partnerWebhookEndpoints.organisationId, organisationId),
        isNull(partnerWebhookEndpoints.removedAt),
        endpointId ? eq(partnerWebhookEndpoints.id, endpointId) : undefined,
      ),
    )
    .orderBy(asc(partnerWebhookEndpoints.createdAt), asc(partnerWebhookEndpoints.id));
}

export async function removeEndpointRow(
  tx: Db,
  organisationId: string,
  id: string,
  now: Date,
): Promise<EndpointRow | undefined> {
  const [row] = await tx
    .update(partnerWebhookEndpoints)
    .set({ removedAt: now })
    .where(
      and(
        eq(partnerWebhookEndpoints.id, id),
        eq(partnerWebhookEndpoints.organisationId, organisationId),
        isNull(partnerWebhookEndpoints.removedAt),
      ),
    )
    .returning();
  return row;
}

export async function insertDeliveries(
  tx: Db,
  rows: Array<{ endpointId: string; eventId: string; eventType: WebhookEventType; body: string }>,
): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(partnerWebhookDeliveries).values(rows).returning();
}

/** A delivery with its endpoint, for the worker. */
export async function findDelivery(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: partnerWebhookDeliveries, endpoint: partnerWebhookEndpoints })
    .from(partnerWebhookDeliveries)
    .innerJoin(partnerWebhookEndpoints, eq(partnerWebhookEndpoints.id, partnerWebhookDeliveries.endpointId))
    .where(eq(partnerWebhookDeliveries.id, id));
  return row;
}

/**
 * Records attempt `attempt` if it is the next one (the compare-and-set that makes a job run twice count once),
 * with the delivery's new state; false when another run recorded it first.
 */
export async function recordAttempt(
  tx: Db,
  deliveryId: string,
  attempt: { attempt: number; statusCode: number | null; durationMs: number; error: string | null },
  next: { state: WebhookDeliveryState; nextAttemptAt: Date | null },
): Promise<boolean> {
  const claimed = await tx
    .update(partnerWebhookDeliveries)
    .set({ attemptCount: attempt.attempt, state: next.state, nextAttemptAt: next.nextAttemptAt })
    .where(
      and(
        eq(partnerWebhookDeliveries.id, deliveryId),
        eq(partnerWebhookDeliveries.attemptCount, attempt.attempt - 1),
        eq(partnerWebhookDeliveries.state, 'pending'),
      ),
    )
    .returning({ id: partnerWebhookDeliveries.id });
  if (claimed.length === 0) return false;
  await tx.insert(partnerWebhookAttempts).values({ deliveryId, ...attempt });
  return true;
}

/** A delivery whose endpoint was removed before it went: given up without an attempt. */
export async function abandonDelivery(db: Db, deliveryId: string): Promise<void> {
  await db
    .update(partnerWebhookDeliveries)
    .set({ state: 'failed', nextAttemptAt: null })
    .where(and(eq(partnerWebhookDeliveries.id, deliveryId), eq(partnerWebhookDeliveries.state, 'pending')));
}

/** The organisation's latest deliveries, newest first, with their attempts. */
export async function recentDeliveries(db: Db, organisationId: string, limit: number) {
  const deliveries = await db
    .select({ delivery: partnerWebhookDeliveries })
    .from(partnerWebhookDeliveries)
    .innerJoin(partnerWebhookEndpoints, eq(partnerWebhookEndpoints.id, partnerWebhookDeliveries.endpointId))
    .where(eq(partnerWebhookEndpoints.organisationId, organisationId))
    .orderBy(desc(partnerWebhookDeliveries.createdAt), desc(partnerWebhookDeliveries.id))
    .limit(limit);
  const ids = deliveries.map(({ delivery }) => delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(partnerWebhookAttempts)
          .where(inArray(partnerWebhookAttempts.deliveryId, ids))
          .orderBy(asc(partnerWebhookAttempts.attempt), sql`${partnerWebhookAttempts.createdAt}`);
  return deliveries.map(({ delivery }) => ({
    delivery,
    attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
  }));
}

/** The organisation of a catalogue entry, if it has one (a read of the partners module's table). */
export async function organisationIdOf(
  db: Db,
  kind: string,
  catalogueRef: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: partnerOrganisations.id })
    .from(partnerOrganisations)
    .where(
      and(
        eq(partnerOrganisations.kind, kind as (typeof partnerOrganisations.$inferSelect)['kind']),
        eq(partnerOrganisations.catalogueRef, catalogueRef),
      ),
    );
  return row?.id;
}
