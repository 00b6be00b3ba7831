import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import { DELETION_CONFIRM_MESSAGES } from '../../../domain/accounts/deletion.schema';
import { ADMIN_DELETION_MESSAGES, type DeletionRequestView } from '../../../domain/accounts/deletion-admin';
import type { AdminPage } from '../../../domain/admin-page.schema';
import { deletionConfirmToken } from '../../../testing/deletion-requests';
import { readOutbox } from '../../../testing/outbox';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { deletionRequests } from '../../db/schema';

let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++sequence}@example.com`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function requestSignedOut(testApp: TestApp, email: string) {
  const response = await createTestClient(testApp).postJson('/api/deletion-requests', {
    email,
    reason: 'Someone else is using my email here.',
    confirmation: 'delete my account',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; email: string; confirmed: boolean };
}

const confirm = (testApp: TestApp, token: unknown) =>
  createTestClient(testApp).postJson('/api/deletion-requests/confirm', { token });

async function row(db: Db, id: string) {
  const [found] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
  return found;
}

async function queue(admin: TestClient): Promise<DeletionRequestView[]> {
  const response = await admin.fetch('/api/admin/deletion-requests?status=pending&limit=100');
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminPage<DeletionRequestView>).items;
}

describe('a signed-out deletion request', () => {
  it('mails a link to the address and reaches the admins only once the link is confirmed', async ({
    testApp,
    db,
    customer: { signUp },
    admin: { client: admin },
  }) => {
    const created = await requestSignedOut(testApp, signUp.email);
    expect(created).toEqual({ id: expect.any(String), email: signUp.email, confirmed: false });

    const token = await deletionConfirmToken(testApp, signUp.email);
    expect(token).toBeDefined();
    const [mail] = (await readOutbox(testApp)).filter((sent) => sent.to === signUp.email);
    expect(mail?.subject).toBe('Confirm your account deletion request | Diaspora Hub');
    expect(mail?.decoded).toContain(`${TEST_ORIGIN}/delete-account/confirm?token=${token}`);
    // Only the token's hash is kept, with an expiry a day ahead.
    const stored = await row(db, created.id);
    expect(stored).toMatchObject({ confirmedVia: null, confirmedAt: null, confirmTokenHash: sha256(token!) });
    const hoursLeft = (stored!.confirmExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    expect((await queue(admin)).map((item) => item.id)).not.toContain(created.id);
    const early = await admin.fetch(`/api/admin/deletion-requests/${created.id}/process`, { method: 'POST' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { message: ADMIN_DELETION_MESSAGES.notConfirmed } });

    const confirmed = await confirm(testApp, token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ confirmed: true });
    expect(await row(db, created.id)).toMatchObject({
      confirmedVia: 'email',
      confirmedAt: expect.any(Date),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    });
    expect((await queue(admin)).find((item) => item.id === created.id)).toMatchObject({
      confirmedVia: 'email',
      account: { email: signUp.email },
    });
    // A link works once.
    expect((await confirm(testApp, token)).status).toBe(404);
  });

  it('answers and mails the same whether or not an account has the email', async ({
    testApp,
    customer: { signUp },
  }) => {
    const stranger = uniqueEmail('no-account');
    const known = await requestSignedOut(testApp, signUp.email);
    const unknown = await requestSignedOut(testApp, stranger);
    expect(Object.keys(unknown)).toEqual(Object.keys(known));
    expect(unknown.confirmed).toBe(known.confirmed);
    const mails = await readOutbox(testApp);
    // The text part, with the address and the token taken out: the rest is word for word the same.
    const words = (to: string) => {
      const { subject, decoded = '' } = mails.find((sent) => sent.to === to) ?? {};
      const token = /token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1] ?? 'none';
      const start = decoded.indexOf('Hello,');
      const text = decoded.slice(start, decoded.indexOf('\n--', start));
      return { subject, text: text.replaceAll(to, 'EMAIL').replaceAll(token, 'TOKEN') };
    };
    expect(words(stranger).text).toContain('If it was not you');
    expect(words(stranger)).toEqual(words(signUp.email));
  });

  it('refuses a wrong, malformed or expired token', async ({ testApp, db }) => {
    const wrong = await confirm(testApp, 'A'.repeat(43));
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ error: { message: DELETION_CONFIRM_MESSAGES.invalidLink } });
    expect((await confirm(testApp, 'short')).status).toBe(422);
    expect((await confirm(testApp, null)).status).toBe(422);

    const email = uniqueEmail('slow');
    const { id } = await requestSignedOut(testApp, email);
    const token = await deletionConfirmToken(testApp, email);
    await db
      .update(deletionRequests)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(deletionRequests.id, id));
    expect((await confirm(testApp, token)).status).toBe(404);
    expect(await row(db, id)).toMatchObject({ confirmedVia: null });
  });

  it('is removed with its details once its link expired unopened, when the next request comes', async ({
    db,
    testApp,
  }) => {
    const { id } = await requestSignedOut(testApp, uniqueEmail('expired'));
    await db
      .update(deletionRequests)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(deletionRequests.id, id));
    const { id: next } = await requestSignedOut(testApp, uniqueEmail('next'));
    expect(await row(db, id)).toBeUndefined();
    expect(await row(db, next)).toBeDefined();
  });
});
