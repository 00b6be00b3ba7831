import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { TestApp } from '../../../testing/test-app';
import { DELETION_MESSAGES } from '../../../domain/accounts/deletion.schema';
import { readOutbox } from '../../../testing/outbox';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { deletionRequests } from '../../db/schema';
import { deleteUser } from '../accounts/accounts.repo';

let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++sequence}@example.com`;

const VALID = {
  email: 'leaving@example.com',
  reason: 'I no longer support family at home.',
  confirmation: 'delete my account',
};

async function storedRow(testApp: TestApp, id: string) {
  const [row] = await testApp.runtime.database.db
    .select()
    .from(deletionRequests)
    .where(eq(deletionRequests.id, id));
  return row;
}

describe('account-deletion requests', () => {
  it.for([
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
  ] as const)(
    'refuses %s with the spec message on its field',
    async ([_, override, field, message], { testApp }) => {
      const response = await createTestClient(testApp).postJson('/api/deletion-requests', {
        ...VALID,
        ...override,
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(body.error.message).toBe(message);
      expect(body.error.fields[field]).toBe(message);
    },
  );

  it.for(['Account Delete my', 'DELETE MY ACCOUNT', 'Please delete my account, thanks'] as const)(
    'accepts the confirmation %j: the words in any order and case',
    async (confirmation, { testApp }) => {
      const response = await createTestClient(testApp).api['deletion-requests'].$post({
        json: { ...VALID, email: uniqueEmail('words'), confirmation },
      });
      expect(response.status).toBe(201);
    },
  );

  it("ties a signed-in request to the session's user, keeps the email given and confirms it at once", async ({
    testApp,
    customer: { client, userId },
  }) => {
    const email = uniqueEmail('another-address');
    const response = await client.api['deletion-requests'].$post({ json: { ...VALID, email } });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({ id: expect.any(String), email, confirmed: true });
    expect(await storedRow(testApp, created.id)).toMatchObject({
      userId,
      email,
      status: 'pending',
      confirmedVia: 'session',
      confirmedAt: expect.any(Date),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    });
    expect((await readOutbox(testApp)).filter((mail) => mail.to === email)).toEqual([]);
  });

  it('keeps the request when the account is deleted', async ({ testApp, customer: { client, userId } }) => {
    const { id } = await (await client.api['deletion-requests'].$post({ json: VALID })).json();
    await deleteUser(testApp.runtime.database.db, userId);
    expect(await storedRow(testApp, id)).toMatchObject({ userId: null, status: 'pending' });
  });
});

describe('deletion-request limits', () => {
  const send = (client: TestClient, email: string) =>
    client.api['deletion-requests'].$post({ json: { ...VALID, email } });

  it('limits signed-out requests per address', async ({ visitor: client }) => {
    for (let i = 0; i < 10; i++) expect((await send(client, uniqueEmail('person'))).status).toBe(201);
    const eleventh = await send(client, uniqueEmail('person'));
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await eleventh.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('limits signed-out requests per email across addresses, 5 an hour, as each mails that address', async ({
    testApp,
  }) => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 5; i++) expect((await send(createTestClient(testApp), email)).status).toBe(201);
    const sixth = await send(createTestClient(testApp), email.toUpperCase());
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await sixth.json()).toMatchObject({
      error: { message: 'Too many attempts. Please wait 60 minutes and try again.' },
    });
    expect((await readOutbox(testApp)).filter((mail) => mail.to === email)).toHaveLength(5);
  });

  it('limits signed-in requests per user, whatever the address or email, but not by strangers using the email', async ({
    testApp,
    customer: { client, signUp },
  }) => {
    for (let i = 0; i < 5; i++) await send(createTestClient(testApp), signUp.email);
    expect((await send(client, signUp.email)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await send(client, uniqueEmail('mine'))).status).toBe(201);
    expect((await send(client, uniqueEmail('mine'))).status).toBe(429);
  });
});
