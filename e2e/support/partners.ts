import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import type { PartnerKind, PartnerRole } from '../../src/domain/partners/partner';
import { browserOrigin, setUpTwoFactor, signInAsAdmin } from './admin';
import { firstLink, latestMailTo, MESSAGE_POLL } from './outbox';

export const PARTNER_PASSWORD = 'a-long-partner-password';

/**
 * A partner organisation the suite's admin made through the console's API for the last free catalogue entry of
 * `kind` (each test takes its own kind, and the console's test the first entry, so parallel tests never race for
 * one), and a manager invited to it by mail: the organisation's name, the invitee's address and the mail's link.
 */
export async function invitedManager(browser: Browser, kind: PartnerKind, catalogueRef?: string) {
  const chief = await browser.newContext();
  await signInAsAdmin(chief.request);
  const { entries } = (await (await chief.request.get('/api/admin/partner-catalogue')).json()) as {
    entries: Array<{ kind: string; catalogueRef: string; organisationId: string | null }>;
  };
  // A test naming its entry takes that one (the API access pages' test: 'ally-partners').
  const entry = catalogueRef
    ? entries.find((candidate) => candidate.kind === kind && candidate.catalogueRef === catalogueRef)
    : entries.findLast((candidate) => candidate.kind === kind && candidate.organisationId === null);
  if (!entry) throw new Error(`no free catalogue entry of kind ${kind}`);
  const made = await chief.request.post('/api/admin/partners', {
    data: { kind, catalogueRef: entry.catalogueRef },
    headers: browserOrigin(),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { organisation } = (await made.json()) as { organisation: { id: string; name: string } };
  const email = `manager.${Date.now().toString(36)}.${kind}@partner.example`;
  const invited = await chief.request.post(`/api/partner/organisations/${organisation.id}/invitations`, {
    data: { email, role: 'manager' },
    headers: browserOrigin(),
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await chief.close();
  await expect.poll(() => latestMailTo(email), MESSAGE_POLL).toBeDefined();
  const link = firstLink(latestMailTo(email) ?? '') ?? '';
  return { partnerName: organisation.name, organisationId: organisation.id, email, link };
}

/** An invited manager (invitedManager) who accepted through the API, as the invitation page does. */
export async function acceptedManager(browser: Browser, kind: PartnerKind, catalogueRef?: string) {
  const invited = await invitedManager(browser, kind, catalogueRef);
  const own = await browser.newContext();
  const token = new URL(invited.link).pathname.split('/').pop() ?? '';
  const accepted = await own.request.post(`/api/partner-invitations/${token}/accept`, {
    data: { name: 'Ngozi Eze', password: PARTNER_PASSWORD, confirmPassword: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { ...invited, own };
}

/** An accepted manager (acceptedManager) who set up two-factor through the API at the first sign-in. */
export async function enrolledManager(browser: Browser, kind: PartnerKind, catalogueRef?: string) {
  const { own, ...accepted } = await acceptedManager(browser, kind, catalogueRef);
  const signIn = await own.request.post('/api/partner/sign-in', {
    data: { email: accepted.email, password: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(await signIn.json()).toEqual({ next: 'setup' });
  const totpURI = await setUpTwoFactor(own.request, PARTNER_PASSWORD);
  await own.close();
  return { ...accepted, totpURI };
}

/**
 * A person `chief` (the suite's admin, or a manager) invites to the organisation, who accepts the mail's link on
 * `request` (choosing PARTNER_PASSWORD), as the invitation page does: not signed in yet.
 */
export async function acceptedPartnerPerson(
  chief: APIRequestContext,
  request: APIRequestContext,
  organisationId: string,
  { email, name, role = 'staff' }: { email: string; name: string; role?: PartnerRole },
) {
  const invited = await chief.post(`/api/partner/organisations/${organisationId}/invitations`, {
    data: { email, role },
    headers: browserOrigin(),
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await expect.poll(() => latestMailTo(email), MESSAGE_POLL).toBeDefined();
  const token = new URL(firstLink(latestMailTo(email) ?? '') ?? '').pathname.split('/').pop() ?? '';
  const accepted = await request.post(`/api/partner-invitations/${token}/accept`, {
    data: { name, password: PARTNER_PASSWORD, confirmPassword: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
}

/**
 * A person `chief` (the suite's admin, or a manager) invites to the organisation, who accepts the mail's link and
 * signs in on `request` with two-factor set up, as the portal's first sign-in asks: their address and the
 * authenticator's URI.
 */
export async function signedInPartnerPerson(
  chief: APIRequestContext,
  request: APIRequestContext,
  organisationId: string,
  person: { email: string; name: string; role?: PartnerRole },
) {
  await acceptedPartnerPerson(chief, request, organisationId, person);
  const { email } = person;
  const signIn = await request.post('/api/partner/sign-in', {
    data: { email, password: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(await signIn.json()).toEqual({ next: 'setup' });
  return { email, totpURI: await setUpTwoFactor(request, PARTNER_PASSWORD) };
}
