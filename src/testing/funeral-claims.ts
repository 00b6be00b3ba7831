import { eq } from 'drizzle-orm';
import { addDays, calendarDateOf } from '../domain/calendar-date';
import type { Db } from '../server/db/client';
import { funeralApplications, funeralLedgerEntries } from '../server/db/schema';
import { premiumReference } from '../domain/funeral/funeral-ledger';
import type { FuneralClaimInput } from '../domain/funeral/funeral-claim.schema';
import { applicationFixtures } from './application-fixtures';
import { moveApplicationBack, premiumsPaidOnTime } from './funeral-cover-history';
import { makePdf } from './pdf-files';
import { readOutbox } from './outbox';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

let counter = 0;

/** A small well-formed PDF: documents pass storage/pdf-check.ts, as title documents do. */
export const TINY_PDF = makePdf({ text: 'Death certificate (sample)' });

/** A claim's fields that pass every check on a cover that started long enough ago; override what a test is about. */
export function makeClaim(overrides: Partial<FuneralClaimInput> = {}): FuneralClaimInput {
  counter += 1;
  return {
    personKey: 'covered-0',
    dateOfDeath: addDays(calendarDateOf(new Date()), -3),
    cause: 'accidental',
    bankName: 'First Bank of Nigeria',
    accountNumber: '3012345678',
    accountName: 'Ngozi Okonkwo',
    idempotencyKey: `claim-key-${Date.now()}-${counter}-abcdef`,
    ...overrides,
  };
}

export function claimFormData(
  claim: FuneralClaimInput,
  file: Uint8Array | null = TINY_PDF,
  name = 'certificate.pdf',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(claim)) if (value !== undefined) form.set(key, String(value));
  if (file) form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  return form;
}

/** Posts a claim as the browser does: multipart, to the holder's route or through a link's. */
export function postClaim(
  client: TestClient,
  path: string,
  claim: FuneralClaimInput,
  file?: Uint8Array | null,
) {
  return client.fetch(path, {
    method: 'POST',
    body: claimFormData(claim, file === undefined ? TINY_PDF : file),
  });
}

/** A valid claim made by the plan's holder; answers the claim as the API returned it. */
export async function madeClaim(plan: { customer: { client: TestClient }; claimsPath: string }) {
  const made = await postClaim(plan.customer.client, plan.claimsPath, makeClaim());
  if (made.status !== 201) throw new Error(`the claim was refused: ${made.status} ${await made.text()}`);
  return ((await made.json()) as { claim: { id: string; documentUrl: string; amountNgn: number } }).claim;
}

/**
 * Makes an approved application's cover start `days` ago, paid up to today (docs/decisions/054): its approval moves
 * to the day before, its first premium is paid that day and every later premium on its due date.
 */
export async function backdateApproval(db: Db, applicationId: string, days: number): Promise<void> {
  await moveApplicationBack(db, applicationId, days + 1);
  const [application] = await db
    .select()
    .from(funeralApplications)
    .where(eq(funeralApplications.id, applicationId));
  if (!application) throw new Error('no such application');
  const today = calendarDateOf(new Date());
  const paidOn = premiumsPaidOnTime(addDays(today, -days - 1), today);
  await db.delete(funeralLedgerEntries).where(eq(funeralLedgerEntries.applicationId, applicationId));
  await db.insert(funeralLedgerEntries).values(
    paidOn.map((day, index) => ({
      applicationId,
      kind: 'premium' as const,
      premiumIndex: index,
      method: 'transfer' as const,
      amountUsd: application.monthlyPriceUsd,
      amountNgn: application.monthlyPriceNgn,
      reference: premiumReference(application.reference, index),
      paidOn: day,
    })),
  );
}

/** A new customer's family plan, approved by the console, its cover in force from today; answers the application and its customer. */
export async function approvedFuneralApplication(testApp: TestApp, admin: TestClient) {
  const applied = await (await applicationFixtures(testApp)).funeralApplication();
  const approve = await admin.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
    status: 'approved',
  });
  if (approve.status !== 200) throw new Error(`approval failed with ${approve.status}`);
  // Its first premium paid yesterday: the cover runs from today.
  await backdateApproval(testApp.runtime.database.db, applied.id, 0);
  return applied;
}

/** An accident today: covered from the day the cover starts, so it passes on a plan approved today. */
export const claimToday = (overrides: Partial<FuneralClaimInput> = {}) =>
  makeClaim({ cause: 'accidental', dateOfDeath: calendarDateOf(new Date()), ...overrides });

/** The holder mails the beneficiary a claim link; answers the token read from that mail. */
export async function claimLinkToken(
  testApp: TestApp,
  holder: TestClient,
  applicationId: string,
  email = `heir.${Date.now()}.${(counter += 1)}@example.com`,
) {
  const sent = await holder.postJson(`/api/funeral-applications/${applicationId}/claim-link`, { email });
  if (sent.status !== 201) throw new Error(`claim link failed with ${sent.status}`);
  const mails = (await readOutbox(testApp)).filter(
    (mail) => mail.to?.includes(email) && mail.subject?.startsWith('Report a death'),
  );
  const token = /\/funeral-claim\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.decoded ?? '')?.[1];
  if (!token) throw new Error('no claim link in the mail');
  return token;
}
