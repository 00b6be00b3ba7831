import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { apiTest, it as unconfigured } from '../../testing/api-test';
import { mailSettled } from '../../testing/outbox';
import { createTestClient } from '../../testing/test-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const it = apiTest({ metricsToken: TOKEN });

const scrape = (testApp: TestApp, authorization?: string) =>
  createTestClient(testApp).fetch('/metrics', authorization ? { headers: { authorization } } : {});

/** The value of one series in the exposition text, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics with METRICS_TOKEN set', () => {
  it('refuses a scraper without the token, or with another, in the error shape', async ({ testApp }) => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const response = await scrape(testApp, authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });

  it("counts requests by route pattern and status, never the URL's ids, with a latency histogram", async ({
    testApp,
  }) => {
    const visitor = createTestClient(testApp);
    const id = randomUUID();
    expect((await visitor.fetch(`/api/properties/${id}`)).status).toBe(404);
    expect((await visitor.fetch('/api/health')).status).toBe(200);

    const response = await scrape(testApp, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/properties/:id",status="404"}',
      ),
    ).toBe(1);
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}',
    );
    expect(text).not.toContain(id);
    // Node's own metrics come with the first scrape.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows the job queues by state, mail and text messages sent and failed, and database errors', async ({
    testApp,
    customer,
  }) => {
    expect(customer.userId).toBeTruthy();
    // The sign-up's confirmation mail is queued, then sent by the worker.
    const before = await (await scrape(testApp, `Bearer ${TOKEN}`)).text();
    expect(before).toMatch(/^dh_job_queue_jobs\{queue="mail",state="(created|active|completed)"\} [1-9]/m);
    await mailSettled(testApp);

    const after = await (await scrape(testApp, `Bearer ${TOKEN}`)).text();
    expect(valueOf(after, 'dh_messages_total{channel="mail",outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'dh_messages_total{channel="mail",outcome="failed"}')).toBe(0);
    expect(valueOf(after, 'dh_messages_total{channel="sms",outcome="sent"}')).toBe(0);
    expect(valueOf(after, 'dh_messages_total{channel="sms",outcome="failed"}')).toBe(0);
    expect(valueOf(after, 'dh_database_errors_total{kind="unavailable"}')).toBe(0);
    expect(valueOf(after, 'dh_database_errors_total{kind="query"}')).toBe(0);
    expect(valueOf(after, 'dh_job_queue_errors_total')).toBe(0);
    if (testApp.runtime.database.kind === 'postgres') {
      expect(valueOf(after, 'dh_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    } else {
      expect(after).not.toContain('dh_database_pool_connections{');
    }
  });
});

describe('/metrics while the database is down', () => {
  it('still answers, counting the requests that failed on the database', async () => {
    const own = await createTestApp({ metricsToken: TOKEN });
    await own.runtime.database.close();
    try {
      const client = createTestClient(own);
      expect((await client.fetch('/api/properties')).status).toBe(503);
      // better-auth's routes too.
      const signIn = { email: 'nobody@example.com', password: 'not-a-password-at-all' };
      expect((await client.postJson('/api/auth/sign-in/email', signIn)).status).toBe(503);
      const response = await scrape(own, `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(valueOf(text, 'dh_database_errors_total{kind="unavailable"}')).toBe(2);
      expect(text).not.toContain('dh_job_queue_jobs{');
      // The scrape's own look at the job queues failed too: counted while it was written, so shown by the next.
      const next = await (await scrape(own, `Bearer ${TOKEN}`)).text();
      expect(valueOf(next, 'dh_database_errors_total{kind="unavailable"}')).toBe(3);
    } finally {
      await own.close();
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  unconfigured('is not served, with or without a token', async ({ testApp }) => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await scrape(testApp, authorization);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
