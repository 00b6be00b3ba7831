import { send, type ContractCase, type ContractWorld } from './contract-world';
import { createPartnerOrganisation, invitationToken, PARTNER_PASSWORD, partnerClient } from './partners';
import { createTestClient } from './test-client';

/** One partner organisation with a manager for the cases that read it, made once per world. */
const partners = new WeakMap<ContractWorld, ReturnType<typeof makePartner>>();

async function makePartner(world: ContractWorld) {
  const organisation = await createPartnerOrganisation(world.admin);
  const manager = await partnerClient(world.testApp, organisation.id, { role: 'manager' });
  return { organisation, manager: manager.client };
}

function partnerOf(world: ContractWorld) {
  const made = partners.get(world) ?? makePartner(world);
  partners.set(world, made);
  return made;
}

const ANSWER = { name: 'Chidi Okafor', password: PARTNER_PASSWORD, confirmPassword: PARTNER_PASSWORD };

/** Contract cases of partner organisations: the console's side, the portal, the invitation link and sign-in. */
export const PARTNER_CASES: Record<string, ContractCase> = {
  'GET /admin/partner-catalogue': ({ admin }) => admin.fetch('/api/admin/partner-catalogue'),
  'GET /admin/partners': async (world) => {
    await partnerOf(world);
    return world.admin.fetch('/api/admin/partners');
  },
  'POST /admin/partners': async ({ admin }) => [
    await send(admin, 'POST', '/api/admin/partners', { kind: 'health_provider', catalogueRef: 'tangerine' }),
    await send(admin, 'POST', '/api/admin/partners', { kind: 'health_provider', catalogueRef: 'tangerine' }),
    await send(admin, 'POST', '/api/admin/partners', { kind: 'health_provider', catalogueRef: 'nobody' }),
  ],
  'GET /partner/me': async (world) => {
    const { manager } = await partnerOf(world);
    return [await manager.fetch('/api/partner/me'), await world.visitor.fetch('/api/partner/me')];
  },
  'GET /partner/organisations/{id}': async (world) => {
    const { manager, organisation } = await partnerOf(world);
    return [
      await manager.fetch(`/api/partner/organisations/${organisation.id}`),
      await manager.fetch(`/api/partner/organisations/${crypto.randomUUID()}`),
    ];
  },
  'POST /partner/organisations/{id}/invitations': async (world) => {
    const { manager, organisation } = await partnerOf(world);
    const path = `/api/partner/organisations/${organisation.id}/invitations`;
    return [
      await send(manager, 'POST', path, { email: 'new.person@partner.example', role: 'staff' }),
      await send(manager, 'POST', path, { email: 'not an email', role: 'staff' }),
    ];
  },
  'GET /partner-invitations/{token}': async (world) => {
    const { organisation } = await partnerOf(world);
    const { token } = await invitationToken(world.testApp, organisation.id);
    return [
      await world.visitor.fetch(`/api/partner-invitations/${token}`),
      await world.visitor.fetch(`/api/partner-invitations/${'B'.repeat(43)}`),
    ];
  },
  'POST /partner-invitations/{token}/accept': async (world) => {
    const { organisation } = await partnerOf(world);
    const { token } = await invitationToken(world.testApp, organisation.id);
    const path = `/api/partner-invitations/${token}/accept`;
    return [
      await send(world.visitor, 'POST', path, { ...ANSWER, password: 'short' }),
      await send(world.visitor, 'POST', path, ANSWER),
      await send(world.visitor, 'POST', path, ANSWER),
    ];
  },
  'POST /partner/sign-in': async (world) => {
    const { organisation } = await partnerOf(world);
    const { token, email } = await invitationToken(world.testApp, organisation.id);
    const client = createTestClient(world.testApp);
    await send(client, 'POST', `/api/partner-invitations/${token}/accept`, ANSWER);
    return [
      await send(client, 'POST', '/api/partner/sign-in', { email, password: PARTNER_PASSWORD }),
      await send(client, 'POST', '/api/partner/sign-in', {
        email: world.customer.signUp.email,
        password: 'x',
      }),
    ];
  },
  'DELETE /partner/organisations/{id}/members/{memberId}': async (world) => {
    const { manager, organisation } = await partnerOf(world);
    const { email } = await partnerClient(world.testApp, organisation.id, { twoFactor: false });
    const {
      organisation: { members },
    } = (await (await manager.fetch(`/api/partner/organisations/${organisation.id}`)).json()) as {
      organisation: { members: Array<{ id: string; email: string; role: string }> };
    };
    const staff = members.find((member) => member.email === email)!;
    const lastManager = members.find((member) => member.role === 'manager')!;
    const path = (id: string) => `/api/partner/organisations/${organisation.id}/members/${id}`;
    return [
      await send(manager, 'DELETE', path(staff.id)),
      await send(manager, 'DELETE', path(staff.id)),
      await send(manager, 'DELETE', path(lastManager.id)),
    ];
  },
  'DELETE /partner/organisations/{id}/invitations/{invitationId}': async (world) => {
    const { manager, organisation } = await partnerOf(world);
    const invited = await send(manager, 'POST', `/api/partner/organisations/${organisation.id}/invitations`, {
      email: 'withdrawn.person@partner.example',
      role: 'staff',
    });
    const { invitation } = (await invited.json()) as { invitation: { id: string } };
    const path = `/api/partner/organisations/${organisation.id}/invitations/${invitation.id}`;
    return [await send(manager, 'DELETE', path), await send(manager, 'DELETE', path)];
  },
};
