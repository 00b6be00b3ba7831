import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { makePdf } from '../../src/testing/pdf-files';
import { makeUser, signUpViaApi, type TestUser } from './accounts';
import { signInAsAdmin } from './admin';
import { applyForFuneralPlan, changeApplicationStatus } from './applications';
import { bornAged } from './purchase';

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
