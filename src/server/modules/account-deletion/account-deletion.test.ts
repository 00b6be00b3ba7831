import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_MESSAGES } from '../../../domain/accounts/deletion.schema';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestClient } from '../../../testing/test-client';
import { deletionRequests } from '../../db/schema';
import { deleteUser } from '../accounts/accounts.repo';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const VALID = {
  email: 'leaving@example.com',
  reason: 'I no longer support family at home.',
  confirmation: 'delete my account',
};

async function storedRow(id: string) {
  const [row] = await testApp.runtime.database.db
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.id, id));
  return row;
}

describe('account-deletion requests', () => {
  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', DELETION_MESSAGES.email],
    ['a short reason', { reason: 'Too busy' }, 'reason', DELETION_MESSAGES.reason],
    [
      'a confirmation without the words',
      { confirmation: 'please remove me' },
      'confirmation',
      DELETION_MESSAGES.confirmation,
    ],
    [
      'a confirmation missing a word',
      { confirmation: 'delete account' },
      'confirmation',
      DELETION_MESSAGES.confirmation,
    ],
    [
      'a confirmation with a longer word',
      { confirmation: 'delete my accounts' },
      'confirmation',
      DELETION_MESSAGES.confirmation,
    ],
  ])('refuses %s with the spec message on its field', async (_, override, field, message) => {
    const response = await createTestClient(testApp).postJson('/api/deletion-requests', {
      ...VALID,
      ...override,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toBe(message);
    expect(body.error.fields[field]).toBe(message);
  });

  it.each(['Account Delete my', 'DELETE MY ACCOUNT', 'Please delete my account, thanks'])(
    'accepts the confirmation %j: the words in any order and case',
    async (confirmation) => {
      const response = await createTestClient(testApp).api['deletion-requests'].$post({
        json: { ...VALID, confirmation },
      });
      expect(response.status).toBe(201);
    },
  );

  it('stores a signed-out request without a user, pending', async () => {
    const response = await createTestClient(testApp).api['deletion-requests'].$post({
      json: { ...VALID, email: '  Leaving@Example.com ' },
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({ id: expect.any(String), email: 'leaving@example.com' });
    expect(await storedRow(created.id)).toMatchObject({
      userId: null,
      email: 'leaving@example.com',
      reason: VALID.reason,
      status: 'pending',
      processedAt: null,
    });
  });

  it("ties a signed-in request to the session's user and keeps the email given", async () => {
    const { client, userId } = await signedUpClient(testApp);
    const response = await client.api['deletion-requests'].$post({
      json: { ...VALID, email: 'another-address@example.com' },
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await storedRow(id)).toMatchObject({ userId, email: 'another-address@example.com' });
  });

  it('keeps the request when the account is deleted', async () => {
    const { client, userId } = await signedUpClient(testApp);
    const { id } = await (await client.api['deletion-requests'].$post({ json: VALID })).json();
    await deleteUser(testApp.runtime.database.db, userId);
    expect(await storedRow(id)).toMatchObject({ userId: null, status: 'pending' });
  });

  it('limits requests per address', async () => {
    const client = createTestClient(testApp);
    for (let i = 0; i < 10; i++) {
      const json = { ...VALID, email: `person${i}@example.com` };
      expect((await client.api['deletion-requests'].$post({ json })).status).toBe(201);
    }
    const eleventh = await client.api['deletion-requests'].$post({ json: VALID });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('limits requests per email across addresses', async () => {
    const json = { ...VALID, email: 'flooded@example.com' };
    for (let i = 0; i < 10; i++) await createTestClient(testApp).api['deletion-requests'].$post({ json });
    expect((await createTestClient(testApp).api['deletion-requests'].$post({ json })).status).toBe(429);
  });
});
