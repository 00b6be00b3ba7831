import { createHmac } from 'node:crypto';
import { describe, expect } from 'vitest';
import {
  PARTNER_API_MESSAGES,
  type CreatedWebhookEndpointView,
  type WebhookDeliveryView,
} from '../../../../domain/partners/partner-api';
import { PARTNER_MESSAGES } from '../../../../domain/partners/partner';
import { partnerWebhookAttempts, partnerWebhookEndpoints } from '../../../db/schema';
import { it } from '../../../../testing/api-test';
import { createApiKey, partnerApi } from '../../../../testing/partner-api';
import { createPartnerOrganisation, partnerClient } from '../../../../testing/partners';
import type { TestClient } from '../../../../testing/test-client';
import {
  makeWebhookJobsDue,
  runDueWebhookJobs,
  waitingWebhookJobs,
  webhookReceiver,
  type ReceivedWebhook,
} from '../../../../testing/webhook-receiver';
import { queuePartnerEvent } from '../../partner-webhooks';

const base = (id: string) => `/api/partner/organisations/${id}`;

async function addEndpoint(client: TestClient, organisationId: string, url: string) {
  const added = await client.postJson(`${base(organisationId)}/webhooks`, { url });
  expect(added.status).toBe(201);
  return ((await added.json()) as { endpoint: CreatedWebhookEndpointView }).endpoint;
}

async function deliveries(client: TestClient, organisationId: string) {
  const answer = await client.fetch(`${base(organisationId)}/webhook-deliveries`);
  return ((await answer.json()) as { deliveries: WebhookDeliveryView[] }).deliveries;
}

/** What a receiver does: recompute the HMAC of timestamp, dot and raw body under its secret. */
function verifies(secret: string, { headers, body }: ReceivedWebhook): boolean {
  const timestamp = String(headers['x-diasporahub-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return headers['x-diasporahub-signature'] === expected;
}

const managerOf = async (testApp: Parameters<typeof partnerClient>[0], admin: TestClient, ref?: string) => {
  const organisation = await createPartnerOrganisation(admin, 'health_provider', ref);
  const { client } = await partnerClient(testApp, organisation.id, { role: 'manager' });
  return { organisation, manager: client };
};

describe('partner webhooks: signed, queued, retried with backoff, logged', () => {
  it('sends a signed test event that the receiver verifies', async ({ testApp, admin, db }) => {
    const receiver = await webhookReceiver([204]);
    try {
      const { organisation, manager } = await managerOf(testApp, admin.client);
      const endpoint = await addEndpoint(manager, organisation.id, receiver.url);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const listed = await (await manager.fetch(`${base(organisation.id)}/webhooks`)).json();
      expect(listed).toEqual({
        endpoints: [{ id: endpoint.id, url: receiver.url, createdAt: endpoint.createdAt }],
      });
      expect(JSON.stringify(await db.select().from(partnerWebhookEndpoints))).not.toContain(endpoint.secret);

      const sent = await manager.postJson(`${base(organisation.id)}/webhooks/${endpoint.id}/test`, {});
      expect(sent.status).toBe(202);
      const { eventId } = (await sent.json()) as { eventId: string };
      expect(receiver.received).toHaveLength(0);
      expect(await runDueWebhookJobs(testApp)).toBe(1);

      const [request] = receiver.received;
      expect(request?.headers).toMatchObject({
        'x-diasporahub-event': 'webhook.test',
        'x-diasporahub-event-id': eventId,
        'content-type': 'application/json',
      });
      expect(verifies(endpoint.secret, request!)).toBe(true);
      expect(verifies('whsec_wrong', request!)).toBe(false);
      expect(JSON.parse(request!.body)).toMatchObject({
        id: eventId,
        type: 'webhook.test',
        organisationId: organisation.id,
      });

      const [delivery] = await deliveries(manager, organisation.id);
      expect(delivery).toMatchObject({ eventId, state: 'delivered', nextAttemptAt: null });
      expect(delivery?.attempts).toMatchObject([{ attempt: 1, statusCode: 204, error: null }]);
      expect(JSON.stringify(await db.select().from(partnerWebhookAttempts))).not.toContain(endpoint.secret);
    } finally {
      await receiver.close();
    }
  });

  it('retries after a 500 with backoff, then succeeds; every attempt logged', async ({
    testApp,
    admin,
    db,
  }) => {
    const receiver = await webhookReceiver([500, 200]);
    try {
      const { organisation, manager } = await managerOf(testApp, admin.client);
      const endpoint = await addEndpoint(manager, organisation.id, receiver.url);
      await db.transaction((tx) =>
        queuePartnerEvent(tx, organisation.id, 'enrolment.created', { enrolmentId: 'e-1' }),
      );
      await runDueWebhookJobs(testApp);
      let [delivery] = await deliveries(manager, organisation.id);
      expect(delivery).toMatchObject({ eventType: 'enrolment.created', state: 'pending' });
      expect(delivery?.attempts).toMatchObject([{ attempt: 1, statusCode: 500, error: 'HTTP 500' }]);
      // The next attempt waits a minute (the schedule's first step), as a job of its own.
      const [waiting] = await waitingWebhookJobs(testApp);
      expect(waiting?.data).toEqual({ deliveryId: delivery?.id, attempt: 2 });
      expect(waiting?.wait).toBeGreaterThan(55);
      expect(waiting?.wait).toBeLessThanOrEqual(60);
      expect(await runDueWebhookJobs(testApp)).toBe(0);

      await makeWebhookJobsDue(testApp);
      expect(await runDueWebhookJobs(testApp)).toBe(1);
      [delivery] = await deliveries(manager, organisation.id);
      expect(delivery).toMatchObject({ state: 'delivered', nextAttemptAt: null });
      expect(delivery?.attempts).toMatchObject([
        { attempt: 1, statusCode: 500 },
        { attempt: 2, statusCode: 200, error: null },
      ]);
      expect(receiver.received).toHaveLength(2);
      const [first, second] = receiver.received;
      expect(first?.headers['x-diasporahub-event-id']).toBe(second?.headers['x-diasporahub-event-id']);
      expect(first?.body).toBe(second?.body);
      expect(receiver.received.every((request) => verifies(endpoint.secret, request))).toBe(true);
      expect(await waitingWebhookJobs(testApp)).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after the sixth failed attempt, and logs a timeout', async ({ testApp, admin, db }) => {
    const receiver = await webhookReceiver(['hang']);
    try {
      const { organisation, manager } = await managerOf(testApp, admin.client);
      await addEndpoint(manager, organisation.id, receiver.url);
      await db.transaction((tx) => queuePartnerEvent(tx, organisation.id, 'enrolment.created', {}));
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        await makeWebhookJobsDue(testApp);
        const waiting = await waitingWebhookJobs(testApp);
        expect(await runDueWebhookJobs(testApp, { timeoutMs: 50 })).toBe(1);
        waits.push(...(await waitingWebhookJobs(testApp)).map(({ wait }) => Math.round(wait)));
        expect(waiting).toHaveLength(1);
      }
      expect(waits).toEqual([60, 300, 1800, 7200, 43200]);
      const [delivery] = await deliveries(manager, organisation.id);
      expect(delivery?.state).toBe('failed');
      expect(delivery?.attempts).toHaveLength(6);
      expect(delivery?.attempts[0]).toMatchObject({ statusCode: null, error: 'no answer within 0.05 s' });
    } finally {
      await receiver.close();
    }
  });

  it('queues nothing for an organisation without endpoints, and nothing to a removed one', async ({
    testApp,
    admin,
    db,
  }) => {
    const { organisation, manager } = await managerOf(testApp, admin.client);
    await db.transaction((tx) => queuePartnerEvent(tx, organisation.id, 'enrolment.created', {}));
    expect(await waitingWebhookJobs(testApp)).toEqual([]);
    const endpoint = await addEndpoint(manager, organisation.id, 'http://localhost:9/hook');
    await db.transaction((tx) => queuePartnerEvent(tx, organisation.id, 'enrolment.created', {}));
    expect(
      (await manager.postJson(`${base(organisation.id)}/webhooks/${endpoint.id}/remove`, {})).status,
    ).toBe(200);
    expect(await runDueWebhookJobs(testApp)).toBe(1);
    expect(await deliveries(manager, organisation.id)).toMatchObject([{ state: 'failed', attempts: [] }]);
    await db.transaction((tx) => queuePartnerEvent(tx, organisation.id, 'enrolment.created', {}));
    expect(await waitingWebhookJobs(testApp)).toEqual([]);
  });

  it('refuses addresses other than https (and localhost outside production)', async ({ testApp, admin }) => {
    const { organisation, manager } = await managerOf(testApp, admin.client);
    for (const url of [
      'http://example.com/hook',
      'ftp://example.com',
      'not a url',
      'https://user:pw@example.com/',
    ]) {
      const refused = await manager.postJson(`${base(organisation.id)}/webhooks`, { url });
      expect(refused.status, url).toBe(422);
      expect(await refused.json()).toMatchObject({ error: { fields: { url: PARTNER_API_MESSAGES.url } } });
    }
  });

  it("keeps each partner's webhooks to itself, and staff out; a key needs webhooks:manage", async ({
    testApp,
    admin,
  }) => {
    const home = await managerOf(testApp, admin.client, 'homereach');
    const venus = await managerOf(testApp, admin.client, 'venus');
    const endpoint = await addEndpoint(home.manager, home.organisation.id, 'http://localhost:9/hook');
    for (const id of [home.organisation.id, crypto.randomUUID(), 'x']) {
      const reads = [`${base(id)}/webhooks`, `${base(id)}/webhook-deliveries`];
      for (const path of reads) {
        const answer = await venus.manager.fetch(path);
        expect(answer.status, path).toBe(404);
        expect(await answer.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.notFound } });
      }
      const writes = [
        `${base(id)}/webhooks`,
        `${base(id)}/webhooks/${endpoint.id}/test`,
        `${base(id)}/webhooks/${endpoint.id}/remove`,
      ];
      for (const path of writes) {
        expect((await venus.manager.postJson(path, { url: 'https://venus.example/hook' })).status, path).toBe(
          404,
        );
      }
    }
    for (const action of ['test', 'remove']) {
      const path = `${base(venus.organisation.id)}/webhooks/${endpoint.id}/${action}`;
      expect((await venus.manager.postJson(path, {})).status, path).toBe(404);
    }
    const { client: staff } = await partnerClient(testApp, home.organisation.id, { role: 'staff' });
    expect((await staff.fetch(`${base(home.organisation.id)}/webhooks`)).status).toBe(403);
    expect((await staff.fetch(`${base(home.organisation.id)}/webhook-deliveries`)).status).toBe(403);

    const readOnly = await createApiKey(home.manager, home.organisation.id, ['enrolments:read']);
    const refused = await partnerApi(testApp, readOnly.secret, '/webhooks/test', { json: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'insufficient_scope', message: PARTNER_API_MESSAGES.insufficientScope },
    });
    const venusKey = await createApiKey(venus.manager, venus.organisation.id, ['webhooks:manage']);
    const venusTest = await partnerApi(testApp, venusKey.secret, '/webhooks/test', { json: {} });
    expect(await venusTest.json()).toMatchObject({ deliveries: 0 });
    const homeKey = await createApiKey(home.manager, home.organisation.id, ['webhooks:manage']);
    const homeTest = await partnerApi(testApp, homeKey.secret, '/webhooks/test', {
      json: {},
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(homeTest.status).toBe(202);
    expect(await homeTest.json()).toMatchObject({ deliveries: 1 });
  });
});
