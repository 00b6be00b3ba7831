import type { Job } from 'pg-boss';
import type { Logger } from 'pino';
import { retryDelaySeconds } from '../../../domain/partners/partner-api';
import type { Db } from '../../db/client';
import { ensureQueue, type JobQueue } from '../../jobs/job-queue';
import { inTransaction } from '../../jobs/sql-in-transaction';
import { PARTNER_WEBHOOK_QUEUE, type WebhookJob } from './partner-events';
import { openSecret } from './webhook-secret';
import { webhookHeaders } from './webhook-signature';
import { postWebhook, type PostOptions } from './webhook-post';
import { abandonDelivery, findDelivery, recordAttempt } from './webhooks.repo';

export interface WebhookDeliveryDeps {
  db: Db;
  jobs: JobQueue;
  /** The key endpoints' secrets are sealed with (webhookSealKey). */
  sealKey: Buffer;
  /** Production sends only to public addresses (webhook-address.ts). */
  isProduction: boolean;
  timeoutMs?: PostOptions['timeoutMs'];
}

/**
 * The queue exists from the start (runtime.ts), so an event queued before any worker runs waits for one. pg-boss
 * retries a job only when a worker died or threw in it (the database away); an endpoint's failure is answered
 * with the next attempt as a job of its own, at the schedule's time (domain/partners/partner-api.ts).
 */
export function createWebhookQueue(jobs: JobQueue): Promise<void> {
  return ensureQueue(jobs, PARTNER_WEBHOOK_QUEUE, {
    name: PARTNER_WEBHOOK_QUEUE,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 60,
  });
}

/**
 * One attempt at a delivery: signed afresh (a new timestamp), posted, and written to the log with the delivery's
 * new state and, after a failure, the next attempt queued in the same transaction. A job for an attempt already
 * recorded does nothing more (the compare-and-set in recordAttempt); a receiver that got the same event twice
 * (a worker that died after posting) knows it by its event id.
 */
export async function attemptDelivery(deps: WebhookDeliveryDeps, job: WebhookJob, now = new Date()) {
  const found = await findDelivery(deps.db, job.deliveryId);
  if (!found || found.delivery.state !== 'pending' || found.delivery.attemptCount !== job.attempt - 1) return;
  const { delivery, endpoint } = found;
  if (endpoint.removedAt) {
    await abandonDelivery(deps.db, delivery.id);
    return;
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = webhookHeaders({
    secret: openSecret(deps.sealKey, endpoint.secretSealed),
    timestamp,
    body: delivery.body,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    deliveryId: delivery.id,
    attempt: job.attempt,
  });
  const outcome = await postWebhook(endpoint.url, delivery.body, headers, {
    publicOnly: deps.isProduction,
    timeoutMs: deps.timeoutMs,
  });
  const delivered = outcome.error === null;
  const wait = delivered ? undefined : retryDelaySeconds(job.attempt);
  // A date, not seconds: pg-boss's relative form casts '60' as a timestamp on PGlite too, which refuses it.
  const nextAttemptAt = wait === undefined ? null : new Date(now.getTime() + wait * 1000);
  await deps.db.transaction(async (tx) => {
    const recorded = await recordAttempt(
      tx,
      delivery.id,
      { attempt: job.attempt, ...outcome },
      {
        state: delivered ? 'delivered' : wait === undefined ? 'failed' : 'pending',
        nextAttemptAt,
      },
    );
    if (recorded && nextAttemptAt) {
      const next: WebhookJob = { deliveryId: delivery.id, attempt: job.attempt + 1 };
      await deps.jobs.boss.send(PARTNER_WEBHOOK_QUEUE, next, {
        db: inTransaction(tx),
        startAfter: nextAttemptAt,
      });
    }
  });
}

/** This instance's worker: several deliveries at once, so one slow endpoint does not hold up the others. */
export async function startWebhookDeliveries(deps: WebhookDeliveryDeps, logger: Logger): Promise<void> {
  await createWebhookQueue(deps.jobs);
  await deps.jobs.boss.work<WebhookJob>(
    PARTNER_WEBHOOK_QUEUE,
    { pollingIntervalSeconds: 2, batchSize: 5 },
    async (batch: Job<WebhookJob>[]) => {
      await Promise.all(
        batch.map(async (job) => {
          try {
            await attemptDelivery(deps, job.data);
          } catch (error) {
            logger.warn({ err: error, job: job.id }, 'webhook delivery: attempt failed; it will be retried');
            throw error;
          }
        }),
      );
    },
  );
}
