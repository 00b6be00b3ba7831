import { describe, expect } from 'vitest';
import { PARTNER_MESSAGES, type PartnerOrganisationView } from '../../../domain/partners/partner';
import { it } from '../../../testing/api-test';
import {
  createPartnerOrganisation,
  invitationToken,
  PARTNER_PASSWORD,
  partnerClient,
} from '../../../testing/partners';
import { auditEntries } from '../../../testing/real-estate-admin';
import { createTestClient, type TestClient } from '../../../testing/test-client';

const organisationOf = async (client: TestClient, id: string) =>
  (
    (await (await client.fetch(`/api/partner/organisations/${id}`)).json()) as {
      organisation: PartnerOrganisationView;
    }
  ).organisation;
const remove = (client: TestClient, organisationId: string, memberId: string) =>
  client.fetch(`/api/partner/organisations/${organisationId}/members/${memberId}`, { method: 'DELETE' });
const withdraw = (client: TestClient, organisationId: string, invitationId: string) =>
  client.fetch(`/api/partner/organisations/${organisationId}/invitations/${invitationId}`, {
    method: 'DELETE',
  });
const memberId = async (client: TestClient, organisationId: string, email: string) =>
  (await organisationOf(client, organisationId)).members.find((member) => member.email === email)!.id;

describe("a partner's managers take people out and withdraw invitations", () => {
  it('removes a person, who is signed out at once and cannot sign in again', async ({ testApp, admin }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client: manager } = await partnerClient(testApp, organisation.id, { role: 'manager' });
    const { client: staff, email } = await partnerClient(testApp, organisation.id);
    expect((await staff.fetch('/api/partner/me')).status).toBe(200);

    const removed = await remove(manager, organisation.id, await memberId(manager, organisation.id, email));
    expect(removed.status).toBe(204);
    expect((await organisationOf(manager, organisation.id)).members.map((m) => m.email)).not.toContain(email);
    expect((await staff.fetch('/api/partner/me')).status).toBe(401);
    const again = await createTestClient(testApp).postJson('/api/partner/sign-in', {
      email,
      password: PARTNER_PASSWORD,
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.headers.get('set-cookie') ?? '').not.toContain('session_token=');
  });

  it('keeps the last manager, and lets only managers change people', async ({ testApp, admin }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client: manager, email } = await partnerClient(testApp, organisation.id, { role: 'manager' });
    const { client: staff, email: staffEmail } = await partnerClient(testApp, organisation.id);
    const managerId = await memberId(manager, organisation.id, email);

    const last = await remove(manager, organisation.id, managerId);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.lastManager } });
    const byStaff = await remove(
      staff,
      organisation.id,
      await memberId(manager, organisation.id, staffEmail),
    );
    expect(byStaff.status).toBe(403);
    expect(await byStaff.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.managersOnlyPeople } });
    expect((await remove(manager, organisation.id, crypto.randomUUID())).status).toBe(404);
    expect((await remove(manager, organisation.id, 'not-an-id')).status).toBe(404);
  });

  it("answers 404 for another partner's people and invitations", async ({ testApp, admin }) => {
    const ours = await createPartnerOrganisation(admin.client);
    const theirs = await createPartnerOrganisation(admin.client);
    const { client: manager } = await partnerClient(testApp, ours.id, { role: 'manager' });
    const { client: other, email } = await partnerClient(testApp, theirs.id, { role: 'manager' });
    const { token } = await invitationToken(testApp, theirs.id);
    const [invitation] = (await organisationOf(other, theirs.id)).invitations;
    const theirMember = await memberId(other, theirs.id, email);

    for (const organisationId of [theirs.id, ours.id]) {
      expect((await remove(manager, organisationId, theirMember)).status).toBe(404);
      expect((await withdraw(manager, organisationId, invitation!.id)).status).toBe(404);
    }
    expect((await createTestClient(testApp).fetch(`/api/partner-invitations/${token}`)).status).toBe(200);
  });

  it('withdraws an open invitation, whose link then opens nothing; an admin doing it is audited', async ({
    testApp,
    admin,
    db,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { token } = await invitationToken(testApp, organisation.id);
    const [invitation] = (await organisationOf(admin.client, organisation.id)).invitations;

    expect((await withdraw(admin.client, organisation.id, invitation!.id)).status).toBe(204);
    expect((await withdraw(admin.client, organisation.id, invitation!.id)).status).toBe(404);
    expect((await organisationOf(admin.client, organisation.id)).invitations).toEqual([]);
    expect((await createTestClient(testApp).fetch(`/api/partner-invitations/${token}`)).status).toBe(404);
    const entries = await auditEntries(db, 'partner_organisation', organisation.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toContainEqual([
      'invitation withdrawn',
      admin.userId,
    ]);
  });
});
