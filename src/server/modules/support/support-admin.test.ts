import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { TestApp } from '../../../testing/test-app';
import type { AdminPage } from '../../../domain/admin-page.schema';
import {
  ADMIN_SUPPORT_MESSAGES,
  type SupportRequestRowView,
  type SupportRequestView,
} from '../../../domain/support/support-admin';
import { expectAdminOnly } from '../../../testing/admin-client';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';
import { auditLog, notifications, supportRequests } from '../../db/schema';

const REPLY = 'Your transfer arrived today; your cover starts tomorrow.';

/** A customer's request through the public form; returns its id and the customer. */
async function customerRequest(testApp: TestApp, subject = `Question ${randomUUID().slice(0, 6)}`) {
  const customer = await signedUpClient(testApp);
  const response = await customer.client.api['support-requests'].$post({
    json: { subject, message: 'When does my cover start after I pay?' },
  });
  const { id } = await response.json();
  return { id, subject, ...customer };
}

const base = '/api/admin/support-requests';
const reply = (client: TestClient, id: string, body: unknown) =>
  client.postJson(`${base}/${id}/replies`, body);
const setStatus = (client: TestClient, id: string, status: string) =>
  client.postJson(`${base}/${id}/status`, { status });

async function list(admin: TestClient, query: Record<string, string>) {
  const response = await admin.fetch(`${base}?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPage<SupportRequestRowView>;
}

describe('admin support inbox', () => {
  it('is for admins only, every endpoint', async ({ clients, testApp }) => {
    const { id } = await customerRequest(testApp);
    await expectAdminOnly(clients, (client) => client.fetch(base));
    expect((await expectAdminOnly(clients, (client) => client.fetch(`${base}/${id}`))).status).toBe(200);
    const replied = await expectAdminOnly(clients, (client) => reply(client, id, { body: REPLY }));
    expect(replied.status).toBe(201);
    const closed = await expectAdminOnly(clients, (client) => setStatus(client, id, 'closed'));
    expect(closed.status).toBe(200);
  });

  it('lists requests with their user and reply count, newest first, and open ones oldest first', async ({
    admin,
    testApp,
  }) => {
    const first = await customerRequest(testApp);
    const second = await customerRequest(testApp);
    await reply(admin.client, first.id, { body: REPLY });

    const all = (await list(admin.client, { limit: '100' })).items;
    const ids = all.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.find((item) => item.id === first.id)).toEqual({
      id: first.id,
      subject: first.subject,
      status: 'answered',
      user: { id: first.userId, email: first.signUp.email, name: 'Adaeze Okafor' },
      replyCount: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const third = await customerRequest(testApp);
    const open = (await list(admin.client, { status: 'open', limit: '100' })).items.map((item) => item.id);
    expect(open).not.toContain(first.id);
    expect(open.indexOf(second.id)).toBeLessThan(open.indexOf(third.id));
  });

  it('pages with the cursor in both orders, each row once', async ({ testApp, admin }) => {
    for (let i = 0; i < 3; i++) await customerRequest(testApp);
    for (const status of ['open', '']) {
      const whole = (await list(admin.client, { status, limit: '100' })).items.map((item) => item.id);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminPage<SupportRequestRowView> = await list(admin.client, {
          status,
          limit: '2',
          ...(cursor ? { cursor } : {}),
        });
        walked.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked).toEqual(whole);
    }
  });

  it('answers 404 for an unknown request', async ({ admin }) => {
    for (const id of [randomUUID(), 'nope']) {
      expect((await admin.client.fetch(`${base}/${id}`)).status).toBe(404);
      expect((await reply(admin.client, id, { body: REPLY })).status).toBe(404);
      expect((await setStatus(admin.client, id, 'closed')).status).toBe(404);
    }
  });
});

describe('replying', () => {
  it('refuses a short reply with a message on its field', async ({ admin, testApp }) => {
    const { id } = await customerRequest(testApp);
    const response = await reply(admin.client, id, { body: '  ok ' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { message: ADMIN_SUPPORT_MESSAGES.reply, fields: { body: ADMIN_SUPPORT_MESSAGES.reply } },
    });
  });

  it('stores the reply, marks the request answered, audits it and tells the user in the app and by mail', async ({
    testApp,
    db,
    admin,
  }) => {
    const { id, subject, userId, signUp } = await customerRequest(testApp);
    const response = await reply(admin.client, id, { body: `  ${REPLY} ` });
    expect(response.status).toBe(201);
    const view = (await response.json()) as SupportRequestView;
    expect(view).toMatchObject({
      id,
      status: 'answered',
      message: 'When does my cover start after I pay?',
      replyCount: 1,
      replies: [{ body: REPLY, createdAt: expect.any(String), author: { email: admin.email } }],
    });

    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Reply to your support request')));
    expect(note).toMatchObject({ link: '/support' });
    expect(note?.body).toContain(subject);
    expect(note?.body).toContain(REPLY);

    const mails = (await readOutbox(testApp)).filter(
      (mail) => mail.to === signUp.email && mail.subject?.startsWith('Reply to your support request'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.decoded).toContain(REPLY);

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'support_request'), eq(auditLog.entityId, id)));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'replied',
        before: { status: 'open' },
        after: { status: 'answered' },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('transfer');
  });

  it('keeps a thread in order and refuses a reply to a closed request', async ({ admin, testApp }) => {
    const { id } = await customerRequest(testApp);
    await reply(admin.client, id, { body: 'First answer, more to follow.' });
    const second = (await (await reply(admin.client, id, { body: REPLY })).json()) as SupportRequestView;
    expect(second.replies.map((item) => item.body)).toEqual(['First answer, more to follow.', REPLY]);

    expect((await setStatus(admin.client, id, 'closed')).status).toBe(200);
    const refused = await reply(admin.client, id, { body: REPLY });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: ADMIN_SUPPORT_MESSAGES.closed } });
  });
});

describe('closing and reopening', () => {
  it('closes and reopens along the rule, audited, and refuses any other change with 409', async ({
    db,
    admin,
    testApp,
  }) => {
    const { id } = await customerRequest(testApp);
    const closed = await setStatus(admin.client, id, 'closed');
    expect(await closed.json()).toMatchObject({ id, status: 'closed' });
    expect((await setStatus(admin.client, id, 'closed')).status).toBe(409);
    expect((await setStatus(admin.client, id, 'answered')).status).toBe(409);
    const reopened = await setStatus(admin.client, id, 'open');
    expect(await reopened.json()).toMatchObject({ status: 'open' });
    const illegal = await setStatus(admin.client, id, 'answered');
    expect(illegal.status).toBe(409);
    expect(await illegal.json()).toMatchObject({
      error: { code: 'conflict', message: ADMIN_SUPPORT_MESSAGES.illegalChange('open', 'answered') },
    });

    const entries = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'status changed')))
      .orderBy(auditLog.createdAt);
    expect(entries).toEqual([
      { before: { status: 'open' }, after: { status: 'closed' } },
      { before: { status: 'closed' }, after: { status: 'open' } },
    ]);
    const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row?.status).toBe('open');
  });

  it('refuses an unknown status with a field message', async ({ admin, testApp }) => {
    const { id } = await customerRequest(testApp);
    const response = await setStatus(admin.client, id, 'deleted');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { fields: { status: ADMIN_SUPPORT_MESSAGES.status } },
    });
  });
});
