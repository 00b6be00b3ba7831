import { describe, expect } from 'vitest';
import { PARTNER_MESSAGES, type PartnerOrganisationView } from '../../../domain/partners/partner';
import { it } from '../../../testing/api-test';
import { createPartnerOrganisation, partnerClient } from '../../../testing/partners';
import { auditEntries } from '../../../testing/real-estate-admin';
import type { TestClient } from '../../../testing/test-client';

const organisationOf = async (client: TestClient, id: string) =>
  client.fetch(`/api/partner/organisations/${id}`);
const invite = (client: TestClient, id: string, email: string, role = 'staff') =>
  client.postJson(`/api/partner/organisations/${id}/invitations`, { email, role });

describe('the partner portal: each partner sees only its own organisation', () => {
  it("answers 404 for another partner's organisation on every portal route", async ({ testApp, admin }) => {
    const homeReach = await createPartnerOrganisation(admin.client, 'health_provider', 'homereach');
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const { client: manager } = await partnerClient(testApp, homeReach.id, { role: 'manager' });

    expect(await (await manager.fetch('/api/partner/me')).json()).toEqual({ organisationId: homeReach.id });
    const own = await organisationOf(manager, homeReach.id);
    expect(own.status).toBe(200);
    const { organisation } = (await own.json()) as { organisation: PartnerOrganisationView };
    expect(organisation).toMatchObject({ name: 'HomeReach', canInvite: true, memberCount: 1 });
    expect(organisation.members).toMatchObject([
      { name: 'Ada Partner', role: 'manager', twoFactorEnabled: true },
    ]);

    for (const id of [venus.id, crypto.randomUUID(), 'not-an-id']) {
      const read = await organisationOf(manager, id);
      expect(read.status, id).toBe(404);
      expect(await read.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.notFound } });
      expect((await invite(manager, id, 'someone@example.com')).status, id).toBe(404);
    }
    expect((await invite(manager, homeReach.id, 'colleague@example.com')).status).toBe(201);
  });

  it('lets staff see their organisation but not invite', async ({ testApp, admin }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client: staff } = await partnerClient(testApp, organisation.id, { role: 'staff' });
    const read = await organisationOf(staff, organisation.id);
    expect(await read.json()).toMatchObject({ organisation: { canInvite: false } });
    const refused = await invite(staff, organisation.id, 'someone@example.com');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.managersOnly } });
  });

  it('keeps visitors, customers and partners without two-factor out', async ({ testApp, admin, clients }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client: noCode } = await partnerClient(testApp, organisation.id, { twoFactor: false });
    const paths = ['/api/partner/me', `/api/partner/organisations/${organisation.id}`];
    for (const path of paths) {
      expect((await clients.anonymous.fetch(path)).status, path).toBe(401);
      const customer = await clients.user.fetch(path);
      expect(customer.status, path).toBe(403);
      expect(await customer.json()).toMatchObject({ error: { code: 'forbidden' } });
      const withoutCode = await noCode.fetch(path);
      expect(withoutCode.status, path).toBe(403);
      expect(await withoutCode.json()).toMatchObject({
        error: { code: 'two_factor_required', message: PARTNER_MESSAGES.twoFactorRequired },
      });
    }
    expect((await invite(noCode, organisation.id, 'x@example.com')).status).toBe(403);
  });

  it('lets an admin see and act for any partner, audited as the admin', async ({ testApp, admin, db }) => {
    const homeReach = await createPartnerOrganisation(admin.client, 'health_provider', 'homereach');
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    await partnerClient(testApp, homeReach.id, { role: 'manager' });
    for (const { id } of [homeReach, venus]) {
      const read = await organisationOf(admin.client, id);
      expect(await read.json()).toMatchObject({ organisation: { id, canInvite: true } });
    }
    expect(await (await admin.client.fetch('/api/partner/me')).json()).toEqual({ organisationId: null });
    const sent = await invite(admin.client, venus.id, 'Boss@Venus.example', 'manager');
    expect(sent.status).toBe(201);
    const { invitation } = (await sent.json()) as { invitation: { id: string; email: string } };
    expect(invitation.email).toBe('boss@venus.example');
    const entries = await auditEntries(db, 'partner_organisation', venus.id);
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.userId,
      action: 'person invited',
      after: { invitationId: invitation.id, role: 'manager' },
    });
    const { organisation } = (await (await organisationOf(admin.client, venus.id)).json()) as {
      organisation: PartnerOrganisationView;
    };
    expect(organisation.invitations).toMatchObject([{ email: 'boss@venus.example', role: 'manager' }]);
  });
});
