import { expect } from 'vitest';
import { approvedFuneralApplication } from './funeral-claims';
import { readSmsOutbox } from './sms-outbox';
import type { TestApp } from './test-app';
import { createTestClient, type TestClient } from './test-client';

export const CONTACT_PHONE = '+2348039990001';

/** An approved plan whose holder named Chidi as claim contact, by phone and e-mail (docs/decisions/067). */
export async function planWithContact(
  testApp: TestApp,
  admin: TestClient,
  email = 'chidi.contact@example.com',
) {
  const plan = await approvedFuneralApplication(testApp, admin);
  const named = await plan.customer.client.fetch(`/api/funeral-applications/${plan.id}/claim-contact`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      who: 'other',
      firstName: 'Chidi',
      lastName: 'Eze',
      phoneNumber: CONTACT_PHONE,
      email,
    }),
  });
  expect(named.status).toBe(200);
  return plan;
}

/** The code in the contact's text message or mail. */
export const codeIn = (text: string | undefined) =>
  /code to make a claim on funeral plan \w+ is (\d{6})/.exec(text ?? '')?.[1];

/** The contact asks for a code from `ip` and enters it: answers the claim link's token the right code gives. */
export async function contactLinkToken(testApp: TestApp, reference: string, ip: string): Promise<string> {
  const visitor = createTestClient(testApp, { ip });
  expect((await visitor.postJson('/api/funeral-claim-contact/code', { reference })).status).toBe(202);
  const code = codeIn((await readSmsOutbox(testApp.runtime)).at(-1)?.text);
  const right = await visitor.postJson('/api/funeral-claim-contact/verify', { reference, code });
  expect(right.status).toBe(200);
  const { claimPath } = (await right.json()) as { claimPath: string };
  const token = /^\/funeral-claim\/([A-Za-z0-9_-]{43})$/.exec(claimPath)?.[1];
  if (!token) throw new Error(`no claim link in ${claimPath}`);
  return token;
}
