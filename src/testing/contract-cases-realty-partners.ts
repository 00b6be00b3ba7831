import { send, type ContractCase, type ContractWorld } from './contract-world';
import { makePdf } from './pdf-files';
import { inDays, realtyFirm, sendRealtyTitleDocument } from './realty-partners';

/** The world's realty provider as a partner, with its manager and one application with a viewing asked for. */
const firms = new WeakMap<ContractWorld, ReturnType<typeof makeFirm>>();

async function makeFirm(world: ContractWorld) {
  const firm = await realtyFirm(world.testApp, world.admin, world.provider.id);
  await viewingAsked(world);
  return firm;
}

function firmOf(world: ContractWorld) {
  const made = firms.get(world) ?? makeFirm(world);
  firms.set(world, made);
  return made;
}

/** A fresh pending application to the world's provider with a viewing asked for on two dates. */
async function viewingAsked(world: ContractWorld) {
  const application = await world.freshPropertyApplication();
  await send(application.customer.client, 'POST', `/api/property-applications/${application.id}/viewing`, {
    mode: 'video',
    dates: [inDays(3), inDays(4)],
  });
  return application;
}

const R = '/partner/organisations/{id}/realty';

/** Contract cases of a realty firm's portal (issue 33, point 4). */
export const REALTY_PARTNER_CASES: Record<string, ContractCase> = {
  [`GET ${R}/applications`]: async (world) => {
    const { manager, base } = await firmOf(world);
    return [await manager.fetch(`${base}/applications`), await world.visitor.fetch(`${base}/applications`)];
  },
  [`GET ${R}/viewings`]: async (world) => {
    const { manager, base } = await firmOf(world);
    return manager.fetch(`${base}/viewings`);
  },
  [`GET ${R}/applications/{applicationId}`]: async (world) => {
    const { manager, base } = await firmOf(world);
    return [
      await manager.fetch(`${base}/applications/${world.propertyApplication.id}`),
      await manager.fetch(`${base}/applications/${crypto.randomUUID()}`),
    ];
  },
  [`POST ${R}/applications/{applicationId}/status`]: async (world) => {
    const { manager, base } = await firmOf(world);
    const { id } = await world.freshPropertyApplication();
    const path = `${base}/applications/${id}/status`;
    return [
      await send(manager, 'POST', path, { status: 'approved' }),
      await send(manager, 'POST', path, { status: 'rejected' }),
      await send(manager, 'POST', path, { status: 'sold' }),
    ];
  },
  [`POST ${R}/applications/{applicationId}/viewing`]: async (world) => {
    const { manager, base } = await firmOf(world);
    const { id } = await viewingAsked(world);
    const path = `${base}/applications/${id}/viewing`;
    return [
      await send(manager, 'POST', path, { action: 'confirm', date: inDays(3) }),
      await send(manager, 'POST', path, { action: 'confirm', date: inDays(0) }),
    ];
  },
  [`GET ${R}/listings`]: async (world) => {
    const { manager, base } = await firmOf(world);
    return manager.fetch(`${base}/listings`);
  },
  [`POST ${R}/listings/{propertyId}/title-documents`]: async (world) => {
    const { manager, base } = await firmOf(world);
    const { id } = await world.freshProperty();
    return [
      await sendRealtyTitleDocument(manager, base, id, makePdf()),
      await sendRealtyTitleDocument(manager, base, crypto.randomUUID(), makePdf()),
    ];
  },
};
