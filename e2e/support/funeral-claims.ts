import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { addDays, calendarDateOf } from '../../src/domain/calendar-date';
import { coverStartsAfterPayment } from '../../src/domain/funeral/premium-schedule';
import {
  SEEDED_COVER_AGE_DAYS,
  SEEDED_COVER_ATTEMPTS,
  SEEDED_HOLDER,
  seededHolderEmail,
  type SeededCoverScenario,
} from '../../src/testing/e2e-funeral-covers';
import { makePdf } from '../../src/testing/pdf-files';
import { makeUser, signInViaApi, signUpViaApi, type TestUser } from './accounts';
import { signInAsAdmin } from './admin';
import { applyForFuneralPlan, changeApplicationStatus } from './applications';
import { bornAged } from './purchase';
import { uniqueKey } from './unique';

/** A small well-formed PDF, as the server's document check (storage/pdf-check.ts) takes. */
export const CERTIFICATE_PDF = {
  name: 'death-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: makePdf({ text: 'Death certificate (sample)' }),
};

/** A single-parent plan covering the holder and one child, Chidi; answers the application. */
export function applyWithChild(request: APIRequestContext, user: TestUser) {
  return applyForFuneralPlan(request, user, [
    { firstName: 'Chidi', lastName: 'Okeke', dateOfBirth: bornAged(10) },
  ]);
}

/**
 * A holder signed in on `page` with a funeral plan (and a child) an admin has approved: where a claim can start.
 * `admin` is the admin's own request context, still open.
 */
export async function approvedFuneralPlan(page: Page, browser: Browser) {
  const user = makeUser();
  await signUpViaApi(page.request, user);
  const application = await applyWithChild(page.request, user);
  const admin = await browser.newContext();
  await signInAsAdmin(admin.request);
  await changeApplicationStatus(admin.request, 'funeral', application.id, 'approved');
  return { user, application, admin };
}

/**
 * A holder signed in on `page` whose plan (covering a child, Chidi) has been in force for SEEDED_COVER_AGE_DAYS,
 * every premium paid on time: written by the server before it answered (e2e/server.ts), since a
 * cover approved during a test starts tomorrow at the earliest. Each scenario and attempt has its own holder, as a
 * claim keeps its person's claim open. Answers the application and the first day of its cover.
 */
export async function coverInForce(page: Page, scenario: SeededCoverScenario) {
  const attempt = test.info().retry;
  if (attempt >= SEEDED_COVER_ATTEMPTS)
    throw new Error(
      `only ${SEEDED_COVER_ATTEMPTS} attempts have a seeded cover (src/testing/e2e-funeral-covers.ts)`,
    );
  await signInViaApi(page.request, {
    email: seededHolderEmail(scenario, attempt),
    password: SEEDED_HOLDER.password,
  });
  const response = await page.request.get('/api/funeral-applications');
  expect(response.status(), await response.text()).toBe(200);
  const { applications } = (await response.json()) as { applications: { id: string; reference: string }[] };
  expect(applications).toHaveLength(1);
  const approvedOn = addDays(calendarDateOf(new Date()), -SEEDED_COVER_AGE_DAYS);
  return { application: applications[0]!, coverStart: coverStartsAfterPayment(approvedOn) };
}

/** Fills the 'Report a death' form for Chidi, with the certificate, paid out to Ifeoma Okeke's account. */
export async function fillClaim(
  form: Locator,
  claim: { dateOfDeath: string; cause: string | RegExp; bankName: string; accountNumber: string },
) {
  await form.getByRole('radio', { name: /Chidi Okeke/ }).check();
  await form.getByLabel('Date of death').fill(claim.dateOfDeath);
  await form.getByRole('radio', { name: claim.cause }).check();
  await form.getByLabel('Death certificate or burial permit').setInputFiles(CERTIFICATE_PDF);
  await form.getByLabel('Bank name').fill(claim.bankName);
  await form.getByLabel('Account number (NUBAN)').fill(claim.accountNumber);
  await form.getByLabel('Name on the account').fill('Ifeoma Okeke');
}

/** A claim as its claimant reads it, as far as the tests need. */
export interface ClaimOnApi {
  id: string;
  reference: string;
}

/**
 * Reports Chidi's death today (an accident) on the holder's plan through the API its claim form posts to, with the
 * certificate, paid out to Ifeoma Okeke's account: for a test about what follows a claim, not the form itself.
 */
export async function claimViaApi(request: APIRequestContext, applicationId: string): Promise<ClaimOnApi> {
  const listed = await request.get(`/api/funeral-applications/${applicationId}/claims`);
  expect(listed.status(), await listed.text()).toBe(200);
  const { people } = (await listed.json()) as { people: { key: string; name: string }[] };
  const chidi = people.find((person) => person.name.includes('Chidi'));
  expect(chidi, 'Chidi among the people who may be claimed for').toBeDefined();
  const response = await request.post(`/api/funeral-applications/${applicationId}/claims`, {
    multipart: {
      personKey: chidi!.key,
      dateOfDeath: new Date().toISOString().slice(0, 10),
      cause: 'accidental',
      bankName: 'First Bank of Nigeria',
      accountNumber: '3012345678',
      accountName: 'Ifeoma Okeke',
      idempotencyKey: uniqueKey('e2e-claim-key'),
      file: CERTIFICATE_PDF,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { claim: ClaimOnApi }).claim;
}

/** The claim link mailed to `email` for the holder's plan, sent through the API the plan's page uses. */
export async function claimLinkViaApi(request: APIRequestContext, applicationId: string, email: string) {
  const response = await request.post(`/api/funeral-applications/${applicationId}/claim-link`, {
    data: { email },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
