import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import { SIGN_IN_MESSAGES } from '../../domain/accounts/signin.schema';
import { TEXT_MESSAGES } from '../../domain/accounts/text-field';
import { MAX_ADMIN_PAGE_SIZE } from '../../domain/admin-page.schema';
import { pageSizeMessage } from '../../domain/page-size';
import { MAX_PROPERTY_PAGE_SIZE } from '../../domain/property/property';
import { INVALID_CURSOR } from '../db/keyset-cursor';
import { auditLog } from '../db/schema';
import { recordAudit } from '../modules/audit/audit.service';
import { createProvider } from '../../testing/property-factories';
import { createTestClient } from '../../testing/test-client';

// The six inputs that answered 500 before (issue 10): each is now the caller's 4xx in the API's error shape.

const cursorAt = (time: string) => Buffer.from(`${time}|${crypto.randomUUID()}`).toString('base64url');

async function expectRefused(response: Response, status: number, fields?: Record<string, string>) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string; fields?: object } };
  expect(body.error.message).toEqual(expect.any(String));
  if (fields) expect(body.error.fields).toMatchObject(fields);
  return body;
}

describe('text that the database cannot hold', () => {
  it('refuses a NUL in a search, on the field', async ({ testApp }) => {
    const response = await createTestClient(testApp).fetch('/api/properties?search=a%00b');
    await expectRefused(response, 422, { search: TEXT_MESSAGES.characters });
  });

  it('refuses a NUL in a text field, on the field, and keeps line breaks in a message', async ({
    customer: { client },
  }) => {
    const nul = await client.postJson('/api/support-requests', {
      subject: 'Help\u0000',
      message: 'Please call me back about my order.',
    });
    await expectRefused(nul, 422, { subject: TEXT_MESSAGES.characters });
    const lines = await client.postJson('/api/support-requests', {
      subject: 'Help',
      message: 'Please call me back\nabout my order.\n\tThanks',
    });
    expect(lines.status).toBe(201);
  });

  it('refuses half a surrogate pair in an admin edit, which would have failed its audit entry and lost the edit', async ({
    db,
    admin,
  }) => {
    const provider = await createProvider(db);
    const response = await admin.client.fetch(`/api/admin/realty-providers/${provider.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Delta \ud800 Homes' }),
    });
    await expectRefused(response, 422, { name: TEXT_MESSAGES.characters });
  });

  it('records an audit entry whatever its text holds', async ({ db, admin }) => {
    const entityId = crypto.randomUUID();
    await recordAudit(db, {
      actorId: admin.userId,
      action: 'updated',
      entityType: 'realty_provider',
      entityId,
      after: { name: 'x\ud800y\u0000z', list: ['\udc00'] },
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    expect(entry?.after).toEqual({ name: 'x\ufffdy\ufffdz', list: ['\ufffd'] });
  });
});

describe('cursors and sign-in', () => {
  it.for([
    '0000-01-01T00:00:00.000000Z',
    '0000-12-31T23:59:59.999999Z',
    '10000-01-01T00:00:00.000000Z',
  ] as const)('refuses a cursor dated %s', async (time, { testApp, admin }) => {
    const list = await admin.client.fetch(`/api/admin/orders?cursor=${cursorAt(time)}`);
    await expectRefused(list, 400, { cursor: INVALID_CURSOR });
    const properties = await createTestClient(testApp).fetch(`/api/properties?cursor=${cursorAt(time)}`);
    await expectRefused(properties, 400, { cursor: INVALID_CURSOR });
  });

  it.for(['-5', '0', '1e3', '99999999999999999999', 'NaN'] as const)(
    'refuses a page size of %s on the field',
    async (limit, { testApp, admin }) => {
      const properties = await createTestClient(testApp).fetch(`/api/properties?limit=${limit}`);
      await expectRefused(properties, 422, { limit: pageSizeMessage(MAX_PROPERTY_PAGE_SIZE) });
      const audit = await admin.client.fetch(`/api/admin/audit-log?limit=${limit}`);
      await expectRefused(audit, 422, { limit: pageSizeMessage(MAX_ADMIN_PAGE_SIZE) });
    },
  );

  it('refuses a NUL in an admin search, on the field', async ({ admin }) => {
    await expectRefused(await admin.client.fetch('/api/admin/users?q=a%00b'), 422, {
      q: TEXT_MESSAGES.characters,
    });
  });

  it('refuses a user cursor whose id holds a NUL', async ({ admin }) => {
    const cursor = Buffer.from('2026-01-01T00:00:00.000000Z|ab\u0000cd').toString('base64url');
    await expectRefused(await admin.client.fetch(`/api/admin/users?cursor=${cursor}`), 400);
  });

  it('answers an admin sign-in with an invalid email on the field', async ({ testApp }) => {
    const response = await createTestClient(testApp).postJson('/api/admin/sign-in', {
      email: 'not-an-email',
      password: 'whatever-it-is',
    });
    await expectRefused(response, 422, { email: SIGN_IN_MESSAGES.email });
  });
});

describe("better-auth's endpoints", () => {
  it('answers a null name on update-user with a 400, not a database fault', async ({
    customer: { client },
  }) => {
    await expectRefused(await client.postJson('/api/auth/update-user', { name: null }), 400);
  });

  it('refuses a NUL in a reset-password token', async ({ testApp }) => {
    const response = await createTestClient(testApp).postJson('/api/auth/reset-password', {
      token: 'abc\u0000def',
      newPassword: 'a-new-password-1',
    });
    await expectRefused(response, 400, { token: expect.any(String) as string });
  });

  it('refuses invalid JSON, a body that is not an object, and a NUL in the path (names nothing: 404)', async ({
    visitor: client,
  }) => {
    const post = (body: string) =>
      client.fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    await expectRefused(await post('{"email":'), 400);
    await expectRefused(await post('[1,2]'), 400);
    await expectRefused(await client.fetch('/api/auth/reset-password/a%00b?callbackURL=%2F'), 404);
  });
});

// The three 500s of issue 28's review: a NUL in a viewing's viewer, in a re-send's person, in an admin's user id.
describe('control characters wherever text comes in (issue 28)', () => {
  it('refuses a NUL in a path parameter as not found, before any lookup or rate-limit key', async ({
    customer,
    admin,
  }) => {
    const resend = `/api/orders/${crypto.randomUUID()}/invitations/a%00b/resend`;
    await expectRefused(await customer.client.fetch(resend, { method: 'POST' }), 404);
    const role = await admin.client.fetch('/api/admin/users/a%00b/role', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    await expectRefused(role, 404);
    await expectRefused(await admin.client.fetch('/api/admin/orders/%07x'), 404);
  });
});
