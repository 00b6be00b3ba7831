import { send, type ContractCase, type ContractWorld } from './contract-world';
import { approvedFuneralApplication, claimToday, postClaim } from './funeral-claims';
import { createPartnerOrganisation, partnerClient } from './partners';

/** The underwriter every test plan names (funeral-plan-factory.ts). */
const HARBOUR = 'Harbour Life Assurance (Sample)';

/** Harbour's organisation and a manager, made once per world. */
const underwriters = new WeakMap<ContractWorld, ReturnType<typeof makeUnderwriter>>();

async function makeUnderwriter(world: ContractWorld) {
  const organisation = await createPartnerOrganisation(world.admin, 'funeral_underwriter', HARBOUR);
  const { client } = await partnerClient(world.testApp, organisation.id, { role: 'manager' });
  return { organisation, manager: client };
}

/** A fresh claim on a Harbour plan, and the path of its underwriter's routes. */
async function claimOnHarbour(world: ContractWorld) {
  const made = underwriters.get(world) ?? makeUnderwriter(world);
  underwriters.set(world, made);
  const { organisation, manager } = await made;
  const plan = await approvedFuneralApplication(world.testApp, world.admin);
  const posted = await postClaim(
    plan.customer.client,
    `/api/funeral-applications/${plan.id}/claims`,
    claimToday(),
  );
  const { claim } = (await posted.json()) as { claim: { id: string } };
  const claims = `/api/partner/organisations/${organisation.id}/claims`;
  return { manager, claims, path: `${claims}/${claim.id}` };
}

/** Contract cases of an underwriter's claims in the partner portal (issue 33, point 5). */
export const UNDERWRITER_CLAIM_CASES: Record<string, ContractCase> = {
  'GET /partner/organisations/{id}/claims': async (world) => {
    const { manager, claims } = await claimOnHarbour(world);
    return [
      await manager.fetch(claims),
      await manager.fetch(`/api/partner/organisations/${crypto.randomUUID()}/claims`),
    ];
  },
  'GET /partner/organisations/{id}/claims/{claimId}': async (world) => {
    const { manager, claims, path } = await claimOnHarbour(world);
    return [await manager.fetch(path), await manager.fetch(`${claims}/${crypto.randomUUID()}`)];
  },
  'GET /partner/organisations/{id}/claims/{claimId}/document': async (world) => {
    const { manager, claims, path } = await claimOnHarbour(world);
    return [
      await manager.fetch(`${path}/document`),
      await manager.fetch(`${claims}/${crypto.randomUUID()}/document`),
    ];
  },
  'POST /partner/organisations/{id}/claims/{claimId}/status': async (world) => {
    const { manager, path } = await claimOnHarbour(world);
    return [
      await send(manager, 'POST', `${path}/status`, { status: 'documents_checked' }),
      await send(manager, 'POST', `${path}/status`, { status: 'documents_checked' }),
      await send(manager, 'POST', `${path}/status`, { status: 'rejected' }),
    ];
  },
};
