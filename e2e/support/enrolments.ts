import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import type { BeneficiaryInput } from '../../src/domain/orders/order.schema';
import type { EnrolmentView } from '../../src/domain/partners/enrolment';
import { browserOrigin, signInAsAdmin } from './admin';
import { answerOnHerPage, invitationsOf, textedNumber } from './invitations';
import { signInAsPartnerVia } from './partner-api-access';
import { changeOrderStatus, placeOrder, type PlacedOrder } from './orders';
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
 * An order of the sponsor signed in on `request` for `person`, on Tangerine's plan, which the suite's admin marks
 * paid and then active, her consent given between (as orderAt does) on `request` as her device: through the
 * sponsor's share link, which opens the same page as the link texted to her once she types the code texted to her
 * own phone, and which the order's API gives at once, without waiting for that first text.
 */
export async function activeTangerineOrderFor(
  request: APIRequestContext,
  browser: Browser,
  person: BeneficiaryInput,
): Promise<PlacedOrder> {
  const admin = await browser.newContext();
  const [order] = await Promise.all([
    placeOrder(request, { planId: ENROLMENT_PROVIDER.planId, beneficiaries: [person] }),
    signInAsAdmin(admin.request),
  ]);
  await changeOrderStatus(admin.request, order.id, 'paid');
  const shareLink = (await invitationsOf(request, order.id))[0]?.shareLink;
  expect(shareLink, 'the share link of a paid order').toBeTruthy();
  const path = new URL(shareLink!).pathname;
  await answerOnHerPage(request, path, textedNumber(person.countryCode, person.phoneNumber), 'given');
  await changeOrderStatus(admin.request, order.id, 'active');
  await admin.close();
  return order;
}

/** The staff member the desk's tests sign in as, made once in each worker by the first test that asks. */
let deskStaff: Promise<{ organisationId: string; email: string; totpURI: string }> | undefined;

/**
 * A staff member of Tangerine Health signed in on `request` with password and authenticator code, as the portal's
 * sign-in does. One per worker, invited by mail, accepted and set up with two-factor through the API by the first
 * test that asks: the desk's tests check enrolments, not the first sign-in (partner-portal.spec.ts does). Answers
 * the organisation's id.
 */
export async function deskStaffSignedIn(browser: Browser, request: APIRequestContext): Promise<string> {
  deskStaff ??= (async () => {
    const own = await browser.newContext();
    const chief = await browser.newContext();
    await signInAsAdmin(chief.request);
    const organisationId = await providerOrganisation(chief.request);
    const email = `desk.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@tangerine.example`;
    const { totpURI } = await signedInPartnerPerson(chief.request, own.request, organisationId, {
      email,
      name: 'Bisi Adeyemi',
    });
    await Promise.all([chief.close(), own.close()]);
    return { organisationId, email, totpURI };
  })();
  // A failed first attempt is not kept: the next test (or the retry) makes another.
  const { organisationId, email, totpURI } = await deskStaff.catch((error: unknown) => {
    deskStaff = undefined;
    throw error;
  });
  await signInAsPartnerVia(request, email, totpURI);
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
