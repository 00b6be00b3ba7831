import { describe, expect } from 'vitest';
import type { EnrolmentView } from '../../../../domain/partners/enrolment';
import { PARTNER_API_MESSAGES } from '../../../../domain/partners/partner-api';
import { it } from '../../../../testing/api-test';
import { activeOrderWithPeople } from '../../../../testing/enrolments';
import { createApiKey, partnerApi } from '../../../../testing/partner-api';
import { createPartnerOrganisation, partnerClient } from '../../../../testing/partners';
import { runDueWebhookJobs, webhookReceiver } from '../../../../testing/webhook-receiver';

const list = async (testApp: Parameters<typeof partnerApi>[0], key: string) => {
  const answer = await partnerApi(testApp, key, '/enrolments');
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { enrolments: EnrolmentView[] }).enrolments;
};

describe("the partner API's enrolments: the key's own provider only, by scope", () => {
  it('lists, confirms and refuses with a key, and announces each new enrolment by webhook', async ({
    testApp,
    admin,
    customer,
  }) => {
    const receiver = await webhookReceiver([200]);
    try {
      const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
      const { client: manager } = await partnerClient(testApp, venus.id, { role: 'manager' });
      const added = await manager.postJson(`/api/partner/organisations/${venus.id}/webhooks`, {
        url: receiver.url,
      });
      expect(added.status).toBe(201);
      const key = await createApiKey(manager, venus.id);
      expect(await list(testApp, key.secret)).toEqual([]);

      await activeOrderWithPeople(customer.client, admin.client, 2);
      const pending = await list(testApp, key.secret);
      expect(pending.map((each) => each.person.firstName)).toEqual(['Ngozi', 'Emeka']);
      expect(await runDueWebhookJobs(testApp)).toBe(2);
      const announced = receiver.received.map(
        ({ body }) => JSON.parse(body) as { type: string; data: object },
      );
      expect(announced.map(({ type }) => type)).toEqual(['enrolment.created', 'enrolment.created']);
      expect(announced.map(({ data }) => data)).toEqual(
        expect.arrayContaining(pending.map(({ id }) => expect.objectContaining({ enrolmentId: id }))),
      );

      const [ngozi, emeka] = pending;
      const confirmed = await partnerApi(testApp, key.secret, `/enrolments/${ngozi!.id}/confirm`, {
        json: { memberId: 'VM-100234' },
      });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({
        enrolment: { status: 'confirmed', memberId: 'VM-100234' },
      });
      const refused = await partnerApi(testApp, key.secret, `/enrolments/${emeka!.id}/refuse`, {
        json: { reason: 'Date of birth does not match our records' },
      });
      expect(refused.status).toBe(200);
      expect(await refused.json()).toMatchObject({ enrolment: { status: 'refused' } });
      expect(await list(testApp, key.secret)).toEqual([]);
      const bad = await partnerApi(testApp, key.secret, `/enrolments/${emeka!.id}/confirm`, {
        json: { memberId: '' },
      });
      expect(bad.status).toBe(422);
    } finally {
      await receiver.close();
    }
  });

  it("never lets a key see or act on another partner's enrolments, nor without its scope", async ({
    testApp,
    admin,
    customer,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const homeReach = await createPartnerOrganisation(admin.client, 'health_provider', 'homereach');
    const { client: venusManager } = await partnerClient(testApp, venus.id, { role: 'manager' });
    const { client: homeManager } = await partnerClient(testApp, homeReach.id, { role: 'manager' });
    await activeOrderWithPeople(customer.client, admin.client, 1);
    const venusKey = await createApiKey(venusManager, venus.id);
    const [enrolment] = await list(testApp, venusKey.secret);

    const homeKey = await createApiKey(homeManager, homeReach.id);
    expect(await list(testApp, homeKey.secret)).toEqual([]);
    for (const action of ['confirm', 'refuse'] as const) {
      const json = action === 'confirm' ? { memberId: 'HR-1' } : { reason: 'Not ours' };
      const other = await partnerApi(testApp, homeKey.secret, `/enrolments/${enrolment!.id}/${action}`, {
        json,
      });
      expect(other.status, action).toBe(404);
    }
    // The organisation is the key's: one named in the query or body changes nothing.
    const named = await partnerApi(testApp, homeKey.secret, `/enrolments?organisationId=${venus.id}`);
    expect(((await named.json()) as { enrolments: unknown[] }).enrolments).toEqual([]);

    const readOnly = await createApiKey(venusManager, venus.id, ['enrolments:read']);
    const writeOnly = await createApiKey(venusManager, venus.id, ['enrolments:write']);
    const cannotWrite = await partnerApi(testApp, readOnly.secret, `/enrolments/${enrolment!.id}/confirm`, {
      json: { memberId: 'VM-1' },
    });
    expect(cannotWrite.status).toBe(403);
    expect(await cannotWrite.json()).toEqual({
      error: { code: 'insufficient_scope', message: PARTNER_API_MESSAGES.insufficientScope },
    });
    expect((await partnerApi(testApp, writeOnly.secret, '/enrolments')).status).toBe(403);
    expect((await list(testApp, venusKey.secret)).map(({ status }) => status)).toEqual(['pending']);
  });
});
