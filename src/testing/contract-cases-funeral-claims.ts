import type { ContractCase, ContractWorld } from './contract-world';
import { send } from './contract-world';
import { readSmsOutbox } from './sms-outbox';
import { approvedFuneralApplication, claimLinkToken, claimToday, postClaim } from './funeral-claims';

/** A fresh approved plan with one claim on it, made by its holder. */
async function claimed({ testApp, admin }: ContractWorld) {
  const plan = await approvedFuneralApplication(testApp, admin);
  const made = await postClaim(
    plan.customer.client,
    `/api/funeral-applications/${plan.id}/claims`,
    claimToday(),
  );
  const { claim } = (await made.json()) as { claim: { id: string; documentUrl: string } };
  return { plan, claim };
}

/** Contract cases of funeral claims: the holder's, the beneficiary's link and the console's queue. */
export const FUNERAL_CLAIM_CASES: Record<string, ContractCase> = {
  'POST /funeral-applications/{id}/claims': async ({ testApp, admin }) => {
    const plan = await approvedFuneralApplication(testApp, admin);
    const claim = claimToday();
    const path = `/api/funeral-applications/${plan.id}/claims`;
    // The same form again answers the first claim, with 200.
    return [
      await postClaim(plan.customer.client, path, claim),
      await postClaim(plan.customer.client, path, claim),
    ];
  },
  'GET /funeral-applications/{id}/claims': async (world) => {
    const { plan } = await claimed(world);
    return plan.customer.client.fetch(`/api/funeral-applications/${plan.id}/claims`);
  },
  'POST /funeral-applications/{id}/claim-link': async ({ testApp, admin }) => {
    const plan = await approvedFuneralApplication(testApp, admin);
    return send(plan.customer.client, 'POST', `/api/funeral-applications/${plan.id}/claim-link`, {
      email: 'heir@example.com',
    });
  },
  'PUT /funeral-applications/{id}/claim-contact': async ({ testApp, admin }) => {
    const plan = await approvedFuneralApplication(testApp, admin);
    const path = `/api/funeral-applications/${plan.id}/claim-contact`;
    return [
      await send(plan.customer.client, 'PUT', path, { who: 'beneficiary', phoneNumber: '+2348031234567' }),
      await send(plan.customer.client, 'PUT', path, { who: 'other', email: '' }),
    ];
  },
  'POST /funeral-claim-contact/code': ({ visitor }) =>
    send(visitor, 'POST', '/api/funeral-claim-contact/code', { reference: 'FA00ZZZZ98' }),
  'POST /funeral-claim-contact/verify': async ({ testApp, admin, visitor }) => {
    const plan = await approvedFuneralApplication(testApp, admin);
    const contact = { who: 'other', firstName: 'Chidi', lastName: 'Eze', phoneNumber: '+2348039990002' };
    await send(plan.customer.client, 'PUT', `/api/funeral-applications/${plan.id}/claim-contact`, contact);
    await send(visitor, 'POST', '/api/funeral-claim-contact/code', { reference: plan.reference });
    const code = /is (\d{6})\./.exec((await readSmsOutbox(testApp.runtime)).at(-1)?.text ?? '')?.[1];
    const path = '/api/funeral-claim-contact/verify';
    return [
      await send(visitor, 'POST', path, { reference: plan.reference, code }),
      await send(visitor, 'POST', path, { reference: plan.reference, code }),
    ];
  },
  'GET /funeral-claims': async (world) => {
    const { plan } = await claimed(world);
    return plan.customer.client.fetch('/api/funeral-claims');
  },
  'GET /funeral-claims/{id}/document': async (world) => {
    const { plan, claim } = await claimed(world);
    return [await plan.customer.client.fetch(claim.documentUrl), await world.admin.fetch(claim.documentUrl)];
  },
  'GET /funeral-claim-links/{token}': async ({ testApp, admin, visitor }) => {
    const plan = await approvedFuneralApplication(testApp, admin);
    const token = await claimLinkToken(testApp, plan.customer.client, plan.id);
    await postClaim(visitor, `/api/funeral-claim-links/${token}/claims`, claimToday());
    return visitor.fetch(`/api/funeral-claim-links/${token}`);
  },
  'POST /funeral-claim-links/{token}/claims': async ({ testApp, admin, visitor }) => {
    const plan = await approvedFuneralApplication(testApp, admin);
    const token = await claimLinkToken(testApp, plan.customer.client, plan.id);
    const claim = claimToday();
    const path = `/api/funeral-claim-links/${token}/claims`;
    return [await postClaim(visitor, path, claim), await postClaim(visitor, path, claim)];
  },
  'GET /funeral-claim-links/{token}/claims/{id}/document': async ({ testApp, admin, visitor }) => {
    const plan = await approvedFuneralApplication(testApp, admin);
    const token = await claimLinkToken(testApp, plan.customer.client, plan.id);
    const made = await postClaim(visitor, `/api/funeral-claim-links/${token}/claims`, claimToday());
    const { claim } = (await made.json()) as { claim: { documentUrl: string } };
    return visitor.fetch(claim.documentUrl);
  },
  'GET /admin/funeral-claims': async (world) => {
    await claimed(world);
    return [
      await world.admin.fetch('/api/admin/funeral-claims'),
      await world.admin.fetch('/api/admin/funeral-claims?status=submitted'),
    ];
  },
  'GET /admin/funeral-claims/{id}': async (world) => {
    const { claim } = await claimed(world);
    await send(world.admin, 'POST', `/api/admin/funeral-claims/${claim.id}/status`, {
      status: 'documents_checked',
    });
    return world.admin.fetch(`/api/admin/funeral-claims/${claim.id}`);
  },
  'POST /admin/funeral-claims/{id}/status': async (world) => {
    const { claim } = await claimed(world);
    return send(world.admin, 'POST', `/api/admin/funeral-claims/${claim.id}/status`, {
      status: 'documents_checked',
    });
  },
};
