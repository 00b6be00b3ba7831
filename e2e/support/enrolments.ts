import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import type { EnrolmentView } from '../../src/domain/partners/enrolment';
import { totpCode } from '../../src/testing/totp';
import { browserOrigin, signInAsAdmin } from './admin';
import { signedInPartnerPerson } from './partners';

/**
 * The health provider the enrolment tests work with: Tangerine Health, named here so no other test takes it
 * (partner-portal.spec.ts takes the last free provider, the console's test the first). Its organisation is made once
 * and found again by the next test (or a retry).
 */
export const ENROLMENT_PROVIDER = {
  catalogueRef: 'tangerine',
  name: 'Tangerine Health',
  planId: 'tht-select',
};

/** Tangerine Health's organisation, made by the suite's admin if it is not there yet: its id. */
export async function providerOrganisation(admin: APIRequestContext): Promise<string> {
  const { entries } = (await (await admin.get('/api/admin/partner-catalogue')).json()) as {
    entries: Array<{ kind: string; catalogueRef: string; organisationId: string | null }>;
  };
  const entry = entries.find(
    (each) => each.kind === 'health_provider' && each.catalogueRef === ENROLMENT_PROVIDER.catalogueRef,
  );
  if (entry?.organisationId) return entry.organisationId;
  const made = await admin.post('/api/admin/partners', {
    data: { kind: 'health_provider', catalogueRef: ENROLMENT_PROVIDER.catalogueRef },
    headers: browserOrigin(),
  });
  // Another worker may have made it a moment ago.
  if (made.status() === 409) return providerOrganisation(admin);
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { organisation: { id: string } }).organisation.id;
}

/**
 * A new staff member of Tangerine Health, invited by mail, accepted and signed in with two-factor on `request`
 * (a page's), as the portal's own screens would do it: the organisation's id.
 */
export async function signedInProviderStaff(browser: Browser, request: APIRequestContext): Promise<string> {
  const chief = await browser.newContext();
  await signInAsAdmin(chief.request);
  const organisationId = await providerOrganisation(chief.request);
  const email = `staff.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@tangerine.example`;
  const { totpURI } = await signedInPartnerPerson(chief.request, request, organisationId, {
    email,
    name: 'Bisi Adeyemi',
  });
  await chief.close();
  expect(totpCode(totpURI)).toMatch(/^\d{6}$/);
  return organisationId;
}

/** The organisation's enrolments as the portal lists them, for the request's viewer. */
export async function enrolmentsVia(request: APIRequestContext, organisationId: string) {
  const response = await request.get(`/api/partner/organisations/${organisationId}/enrolments`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { enrolments: EnrolmentView[] }).enrolments;
}

/** The suite's admin confirms the enrolment of the person named `lastName` for Tangerine Health, as its portal would. */
export async function confirmedByProvider(browser: Browser, lastName: string, memberId: string) {
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  const organisationId = await providerOrganisation(admin.request);
  const enrolment = (await enrolmentsVia(admin.request, organisationId)).find(
    (each) => each.person.lastName === lastName,
  );
  expect(enrolment, `an enrolment of ${lastName}`).toBeDefined();
  const confirmed = await admin.request.post(
    `/api/partner/organisations/${organisationId}/enrolments/${enrolment!.id}/confirm`,
    { data: { memberId }, headers: browserOrigin() },
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await admin.close();
}
