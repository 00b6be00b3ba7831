import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { SUPPORT_MESSAGES } from '../../../domain/support/support-request.schema';
import { signedUpClient } from '../../../testing/signed-up-client';
import { supportRequests } from '../../db/schema';

const VALID = { subject: 'Payment question', message: 'How long does a bank transfer take to clear?' };

describe('support requests', () => {
  it('refuses a signed-out visitor with the spec message, before looking at the form', async ({
    visitor: { api },
  }) => {
    for (const json of [VALID, { subject: '', message: '' }]) {
      const response = await api['support-requests'].$post({ json });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthenticated', message: 'You must be logged in to submit a support request' },
      });
    }
  });

  it.for([
    ['an empty subject', { subject: '   ' }, 'subject', SUPPORT_MESSAGES.subject],
    ['a missing subject', { subject: undefined }, 'subject', SUPPORT_MESSAGES.subject],
    ['a short message', { message: 'Help me' }, 'message', SUPPORT_MESSAGES.message],
  ] as const)(
    'refuses %s with the spec message on its field',
    async ([_, override, field, message], { customer: { client } }) => {
      const response = await client.postJson('/api/support-requests', { ...VALID, ...override });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(body.error.message).toBe(message);
      expect(body.error.fields[field]).toBe(message);
    },
  );

  it("stores the request as 'open' for the signed-in user", async ({
    testApp,
    customer: { client, userId },
  }) => {
    const response = await client.api['support-requests'].$post({
      json: { subject: '  Payment question ', message: VALID.message },
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();

    const rows = await testApp.runtime.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, id));
    expect(rows).toEqual([
      expect.objectContaining({
        userId,
        subject: 'Payment question',
        message: VALID.message,
        status: 'open',
      }),
    ]);
  });

  it('ignores a user id in the body', async ({ testApp }) => {
    const other = await signedUpClient(testApp);
    const { client, userId } = await signedUpClient(testApp);
    const response = await client.postJson('/api/support-requests', { ...VALID, userId: other.userId });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await testApp.runtime.database.db
      .select({ userId: supportRequests.userId })
      .from(supportRequests)
      .where(eq(supportRequests.id, id));
    expect(row?.userId).toBe(userId);
  });

  it('takes 5 requests per user in 10 minutes; invalid forms do not count', async ({
    testApp,
    customer: { client },
  }) => {
    for (let i = 0; i < 3; i++)
      await client.postJson('/api/support-requests', { ...VALID, message: 'short' });
    for (let i = 0; i < 5; i++)
      expect((await client.api['support-requests'].$post({ json: VALID })).status).toBe(201);
    const sixth = await client.api['support-requests'].$post({ json: VALID });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await sixth.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Another user is not held back by this one.
    const other = await signedUpClient(testApp);
    expect((await other.client.api['support-requests'].$post({ json: VALID })).status).toBe(201);
  });
});
