import type { EnrolmentView } from '../domain/partners/enrolment';
import { enrolmentsOf } from './contract-cases-enrolments';
import { send, type ContractCase, type ContractWorld } from './contract-world';
import { activeOrderWithPeople } from './enrolments';
import { createApiKey, partnerApi } from './partner-api';

/**
 * Venus Medicare's organisation and manager (the enrolment cases' world), a key of every scope and one without
 * the enrolments' write, a webhook endpoint with a test event queued, and two pending enrolments of its own.
 */
const worlds = new WeakMap<ContractWorld, ReturnType<typeof makeApiWorld>>();

async function makeApiWorld(world: ContractWorld) {
  const { organisation, manager } = await enrolmentsOf(world);
  const key = await createApiKey(manager, organisation.id);
  const readOnly = await createApiKey(manager, organisation.id, ['enrolments:read']);
  const endpointPath = `/api/partner/organisations/${organisation.id}/webhooks`;
  const added = await send(manager, 'POST', endpointPath, { url: 'http://localhost:9/hooks' });
  const { endpoint } = (await added.json()) as { endpoint: { id: string } };
  await send(manager, 'POST', `${endpointPath}/${endpoint.id}/test`, {});
  await activeOrderWithPeople(world.customer.client, world.admin, 2);
  const listed = await partnerApi(world.testApp, key.secret, '/enrolments');
  const { enrolments } = (await listed.json()) as { enrolments: EnrolmentView[] };
  const [toConfirm, toRefuse] = enrolments.slice(-2).map(({ id }) => id) as [string, string];
  return { organisation, manager, key, readOnly, endpoint, toConfirm, toRefuse };
}

function apiWorldOf(world: ContractWorld) {
  const made = worlds.get(world) ?? makeApiWorld(world);
  worlds.set(world, made);
  return made;
}

const portal = (organisationId: string, tail: string) =>
  `/api/partner/organisations/${organisationId}${tail}`;

/** Contract cases of API keys and webhooks: the portal's routes and the key-authenticated partner API. */
export const PARTNER_API_CASES: Record<string, ContractCase> = {
  'GET /partner/organisations/{id}/api-keys': async (world) => {
    const { manager, organisation } = await apiWorldOf(world);
    return [
      await manager.fetch(portal(organisation.id, '/api-keys')),
      await manager.fetch(portal(crypto.randomUUID(), '/api-keys')),
    ];
  },
  'POST /partner/organisations/{id}/api-keys': async (world) => {
    const { manager, organisation } = await apiWorldOf(world);
    const path = portal(organisation.id, '/api-keys');
    return [
      await send(manager, 'POST', path, { name: 'Contract', scopes: ['enrolments:read'] }),
      await send(manager, 'POST', path, { name: '', scopes: [] }),
    ];
  },
  'POST /partner/organisations/{id}/api-keys/{keyId}/revoke': async (world) => {
    const { manager, organisation } = await apiWorldOf(world);
    const path = portal(organisation.id, '/api-keys');
    const made = await send(manager, 'POST', path, { name: 'To revoke', scopes: ['enrolments:read'] });
    const { apiKey } = (await made.json()) as { apiKey: { id: string } };
    return [
      await send(manager, 'POST', `${path}/${apiKey.id}/revoke`, {}),
      await send(manager, 'POST', `${path}/${apiKey.id}/revoke`, {}),
    ];
  },
  'GET /partner/organisations/{id}/webhooks': async (world) => {
    const { manager, organisation } = await apiWorldOf(world);
    return [
      await manager.fetch(portal(organisation.id, '/webhooks')),
      await manager.fetch(portal(crypto.randomUUID(), '/webhooks')),
    ];
  },
  'POST /partner/organisations/{id}/webhooks': async (world) => {
    const { manager, organisation } = await apiWorldOf(world);
    const path = portal(organisation.id, '/webhooks');
    return [
      await send(manager, 'POST', path, { url: 'https://venus.example/hooks' }),
      await send(manager, 'POST', path, { url: 'http://venus.example/hooks' }),
    ];
  },
  'POST /partner/organisations/{id}/webhooks/{endpointId}/remove': async (world) => {
    const { manager, organisation } = await apiWorldOf(world);
    const path = portal(organisation.id, '/webhooks');
    const added = await send(manager, 'POST', path, { url: 'https://venus.example/removed' });
    const { endpoint } = (await added.json()) as { endpoint: { id: string } };
    return [
      await send(manager, 'POST', `${path}/${endpoint.id}/remove`, {}),
      await send(manager, 'POST', `${path}/${endpoint.id}/remove`, {}),
    ];
  },
  'POST /partner/organisations/{id}/webhooks/{endpointId}/test': async (world) => {
    const { manager, organisation, endpoint } = await apiWorldOf(world);
    const path = portal(organisation.id, '/webhooks');
    return [
      await send(manager, 'POST', `${path}/${endpoint.id}/test`, {}),
      await send(manager, 'POST', `${path}/${crypto.randomUUID()}/test`, {}),
    ];
  },
  'GET /partner/organisations/{id}/webhook-deliveries': async (world) => {
    const { manager, organisation } = await apiWorldOf(world);
    return [
      await manager.fetch(portal(organisation.id, '/webhook-deliveries')),
      await manager.fetch(portal(crypto.randomUUID(), '/webhook-deliveries')),
    ];
  },
  'GET /partner-api/v1/organisation': async (world) => {
    const { key } = await apiWorldOf(world);
    return [
      await partnerApi(world.testApp, key.secret, '/organisation'),
      await partnerApi(world.testApp, 'dhp_nonsense', '/organisation'),
    ];
  },
  'GET /partner-api/v1/enrolments': async (world) => {
    const { key } = await apiWorldOf(world);
    return [
      await partnerApi(world.testApp, key.secret, '/enrolments'),
      await partnerApi(world.testApp, key.secret, '/enrolments?status=nonsense'),
    ];
  },
  'POST /partner-api/v1/enrolments/{enrolmentId}/confirm': async (world) => {
    const { key, readOnly, toConfirm } = await apiWorldOf(world);
    const path = `/enrolments/${toConfirm}/confirm`;
    return [
      await partnerApi(world.testApp, readOnly.secret, path, { json: { memberId: 'VM-77001' } }),
      await partnerApi(world.testApp, key.secret, path, { json: { memberId: 'VM-77001' } }),
      await partnerApi(world.testApp, key.secret, `/enrolments/${crypto.randomUUID()}/confirm`, {
        json: { memberId: 'VM-77002' },
      }),
    ];
  },
  'POST /partner-api/v1/enrolments/{enrolmentId}/refuse': async (world) => {
    const { key, toRefuse } = await apiWorldOf(world);
    const path = `/enrolments/${toRefuse}/refuse`;
    return [
      await partnerApi(world.testApp, key.secret, path, { json: { reason: 'Not in our records' } }),
      await partnerApi(world.testApp, key.secret, path, { json: { reason: '' } }),
      await partnerApi(world.testApp, undefined, path, { json: { reason: 'x' } }),
    ];
  },
  'POST /partner-api/v1/webhooks/test': async (world) => {
    const { key, readOnly } = await apiWorldOf(world);
    return [
      await partnerApi(world.testApp, key.secret, '/webhooks/test', { json: {} }),
      await partnerApi(world.testApp, readOnly.secret, '/webhooks/test', { json: {} }),
    ];
  },
};
