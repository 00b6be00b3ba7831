import { eq } from 'drizzle-orm';
import type { EnrolmentView } from '../domain/partners/enrolment';
import { partnerEnrolments } from '../server/db/schema';
import { send, type ContractCase, type ContractWorld } from './contract-world';
import { activeOrderWithPeople, enrolmentsPath } from './enrolments';
import { createPartnerOrganisation, partnerClient } from './partners';

/** Venus Medicare's organisation, a manager, and an active order of four people, the last one's
 * enrolment made long ago and left pending: the console's overdue list has it whatever the order of the cases. */
const worlds = new WeakMap<ContractWorld, ReturnType<typeof makeEnrolments>>();

async function makeEnrolments(world: ContractWorld) {
  const organisation = await createPartnerOrganisation(world.admin, 'health_provider', 'venus');
  const { client: manager } = await partnerClient(world.testApp, organisation.id, { role: 'manager' });
  const order = await activeOrderWithPeople(world.customer.client, world.admin, 4);
  const listed = await manager.fetch(enrolmentsPath(organisation.id));
  const { enrolments } = (await listed.json()) as { enrolments: EnrolmentView[] };
  const [first, second, third, old] = enrolments.map((each) => each.id) as [string, string, string, string];
  await world.testApp.runtime.database.db
    .update(partnerEnrolments)
    .set({ createdAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000) })
    .where(eq(partnerEnrolments.id, old));
  return { organisation, manager, order, first, second, third };
}

export function enrolmentsOf(world: ContractWorld) {
  const made = worlds.get(world) ?? makeEnrolments(world);
  worlds.set(world, made);
  return made;
}

/** Contract cases of providers' enrolments (issue 33 point 2): the portal's five routes and the console's flag. */
export const ENROLMENT_CASES: Record<string, ContractCase> = {
  'GET /partner/organisations/{id}/enrolments': async (world) => {
    const { manager, organisation } = await enrolmentsOf(world);
    return [
      await manager.fetch(enrolmentsPath(organisation.id)),
      await manager.fetch(enrolmentsPath(organisation.id, '?status=nonsense')),
      await manager.fetch(enrolmentsPath(crypto.randomUUID())),
    ];
  },
  'GET /partner/organisations/{id}/enrolments/download': async (world) => {
    const { manager, organisation } = await enrolmentsOf(world);
    return [
      await manager.fetch(enrolmentsPath(organisation.id, '/download')),
      await manager.fetch(enrolmentsPath(crypto.randomUUID(), '/download')),
    ];
  },
  'POST /partner/organisations/{id}/enrolments/upload': async (world) => {
    const { manager, organisation, second } = await enrolmentsOf(world);
    const path = enrolmentsPath(organisation.id, '/upload');
    return [
      await send(manager, 'POST', path, { content: `enrolment_id,member_id\n${second},VM-UP-1` }),
      await send(manager, 'POST', path, { content: `enrolment_id,member_id\n${second},x` }),
      await send(manager, 'POST', path, {}),
    ];
  },
  'POST /partner/organisations/{id}/enrolments/{enrolmentId}/confirm': async (world) => {
    const { manager, organisation, first } = await enrolmentsOf(world);
    const path = enrolmentsPath(organisation.id, `/${first}/confirm`);
    return [
      await send(manager, 'POST', path, { memberId: 'VM-CONFIRM-1' }),
      await send(manager, 'POST', path, { memberId: 'VM-CONFIRM-2' }),
      await send(manager, 'POST', path, { memberId: '' }),
      await send(manager, 'POST', enrolmentsPath(organisation.id, `/${crypto.randomUUID()}/confirm`), {
        memberId: 'VM-CONFIRM-3',
      }),
    ];
  },
  'POST /partner/organisations/{id}/enrolments/{enrolmentId}/refuse': async (world) => {
    const { manager, organisation, third } = await enrolmentsOf(world);
    const path = enrolmentsPath(organisation.id, `/${third}/refuse`);
    return [
      await send(manager, 'POST', path, { reason: '' }),
      await send(manager, 'POST', path, { reason: 'Date of birth does not match' }),
      await send(manager, 'POST', path, { reason: 'Again' }),
    ];
  },
  'GET /admin/enrolments/overdue': async (world) => {
    await enrolmentsOf(world);
    return [
      await world.admin.fetch('/api/admin/enrolments/overdue'),
      await world.visitor.fetch('/api/admin/enrolments/overdue'),
    ];
  },
};
