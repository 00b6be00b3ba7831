import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import {
  attemptDelivery,
  type WebhookDeliveryDeps,
} from '../server/modules/partner-webhooks/webhook-delivery.job';
import { PARTNER_WEBHOOK_QUEUE, type WebhookJob } from '../server/modules/partner-webhooks/partner-events';
import { webhookSealKey } from '../server/modules/partner-webhooks';
import type { TestApp } from './test-app';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A partner's endpoint in a test: a node:http server on 127.0.0.1 that keeps every request and answers each with
 * the next of `statuses` (the last one again once they run out); 'hang' never answers.
 */
export async function webhookReceiver(statuses: Array<number | 'hang'> = [200]) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (status === 'hang') return;
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/diaspora-hub`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The worker's deps on a test app, as start-app.ts gives them (not in production: localhost is allowed). */
export function webhookDeliveryDeps(
  testApp: Pick<TestApp, 'runtime'>,
  overrides: Partial<WebhookDeliveryDeps> = {},
): WebhookDeliveryDeps {
  const { runtime } = testApp;
  return {
    db: runtime.database.db,
    jobs: runtime.jobs,
    sealKey: webhookSealKey(runtime.auth.options.secret),
    isProduction: false,
    ...overrides,
  };
}

/**
 * Works the webhook queue's due jobs once, as the worker would (the API tests run none): each fetched, attempted and
 * completed. Returns how many were due.
 */
export async function runDueWebhookJobs(
  testApp: Pick<TestApp, 'runtime'>,
  overrides: Partial<WebhookDeliveryDeps> = {},
): Promise<number> {
  const deps = webhookDeliveryDeps(testApp, overrides);
  const jobs = (await deps.jobs.boss.fetch<WebhookJob>(PARTNER_WEBHOOK_QUEUE, { batchSize: 20 })) ?? [];
  for (const job of jobs) {
    await attemptDelivery(deps, job.data);
    await deps.jobs.boss.complete(PARTNER_WEBHOOK_QUEUE, job.id);
  }
  return jobs.length;
}

/** The queue's waiting jobs with the seconds until each may start. */
export async function waitingWebhookJobs(testApp: Pick<TestApp, 'runtime'>) {
  const result = (await testApp.runtime.database.db.execute(
    sql`select data, extract(epoch from (start_after - now()))::float as wait from pgboss.job
        where name = ${PARTNER_WEBHOOK_QUEUE} and state = 'created' order by start_after`,
  )) as unknown as { rows: Array<{ data: WebhookJob; wait: number }> };
  return result.rows;
}

/**
 * Makes every waiting webhook job due, as if its wait had passed. A second ago, not now(): pg-boss takes a job whose
 * start is strictly before its fetch's now(), and PGlite's clock counts milliseconds, so a fetch in the same
 * millisecond as this update found nothing (1 run in 6 of the retry test).
 */
export async function makeWebhookJobsDue(testApp: Pick<TestApp, 'runtime'>): Promise<void> {
  await testApp.runtime.database.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
        where name = ${PARTNER_WEBHOOK_QUEUE} and state = 'created'`,
  );
}
