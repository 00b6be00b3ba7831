import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { signedUpClient } from '../../../testing/signed-up-client';
import { WELCOME_NOTIFICATION } from '../accounts/accounts.service';
import { insertNotification } from './notifications.repo';
import { NOTIFICATION_NOT_FOUND, NOTIFICATIONS_LIMIT, notify } from './notifications.service';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function listOf(client: Awaited<ReturnType<typeof signedUpClient>>['client']) {
  const response = await client.api.notifications.$get();
  expect(response.status).toBe(200);
  return response.json();
}

describe('notifications', () => {
  it('welcomes a new user with one unread notification', async ({ customer: { client } }) => {
    const list = await listOf(client);
    expect(list.unreadCount).toBe(1);
    expect(list.notifications).toEqual([
      {
        id: expect.any(String),
        title: 'Welcome to Diaspora Hub',
        body: WELCOME_NOTIFICATION.body,
        link: '/healthcare',
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      },
    ]);
  });

  it('lists newest first, marks one read, then all read', async ({ db, customer: { client, userId } }) => {
    // Explicit times (the welcome came at sign-up, just before): see the next test for why.
    const inAMinute = (seconds: number) => new Date(Date.now() + 60_000 + seconds * 1000);
    await insertNotification(db, {
      userId,
      title: 'Order placed',
      body: 'We received your order.',
      link: '/profile',
      createdAt: inAMinute(1),
    });
    await insertNotification(db, {
      userId,
      title: 'Order paid',
      body: 'Your payment arrived.',
      createdAt: inAMinute(2),
    });

    const before = await listOf(client);
    expect(before.notifications.map((n) => n.title)).toEqual([
      'Order paid',
      'Order placed',
      'Welcome to Diaspora Hub',
    ]);
    expect(before.notifications[0]?.link).toBeNull();
    expect(before.unreadCount).toBe(3);

    const placed = before.notifications[1]!;
    const marked = await client.api.notifications[':id'].read.$post({ param: { id: placed.id } });
    expect(marked.status).toBe(204);
    // Marking again is harmless.
    expect((await client.api.notifications[':id'].read.$post({ param: { id: placed.id } })).status).toBe(204);
    const afterOne = await listOf(client);
    expect(afterOne.unreadCount).toBe(2);
    expect(afterOne.notifications.map((n) => n.read)).toEqual([false, true, false]);

    expect((await client.api.notifications['read-all'].$post()).status).toBe(204);
    const afterAll = await listOf(client);
    expect(afterAll.unreadCount).toBe(0);
    expect(afterAll.notifications.every((n) => n.read)).toBe(true);
  });

  it(`lists at most ${NOTIFICATIONS_LIMIT} but counts every unread one`, async ({
    testApp,
    customer: { client, userId },
  }) => {
    // A second apart and after the welcome, so "newest" does not hang on the database clock telling apart inserts made in the same
    // millisecond (embedded PGlite's clock may not).
    const start = Date.now() + 60_000;
    for (let i = 1; i <= NOTIFICATIONS_LIMIT + 2; i++) {
      await insertNotification(testApp.runtime.database.db, {
        userId,
        title: `Update ${i}`,
        body: 'Something changed.',
        createdAt: new Date(start + i * 1000),
      });
    }
    const list = await listOf(client);
    expect(list.notifications).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(list.notifications[0]?.title).toBe(`Update ${NOTIFICATIONS_LIMIT + 2}`);
    expect(list.unreadCount).toBe(NOTIFICATIONS_LIMIT + 3);
  });

  it("never shows or marks another user's notifications", async ({ testApp, customer: a }) => {
    const b = await signedUpClient(testApp);
    const [bWelcome] = (await listOf(b.client)).notifications;

    const aList = await listOf(a.client);
    expect(aList.notifications.map((n) => n.id)).not.toContain(bWelcome!.id);

    const marked = await a.client.api.notifications[':id'].read.$post({ param: { id: bWelcome!.id } });
    expect(marked.status).toBe(404);
    expect(await marked.json()).toEqual({ error: { code: 'not_found', message: NOTIFICATION_NOT_FOUND } });
    await a.client.api.notifications['read-all'].$post();
    expect((await listOf(b.client)).unreadCount).toBe(1);
  });

  it('answers an unknown id with 404 and a malformed one with 422', async ({ customer: { client } }) => {
    const unknown = await client.api.notifications[':id'].read.$post({ param: { id: UNKNOWN_ID } });
    expect(unknown.status).toBe(404);
    const malformed = await client.api.notifications[':id'].read.$post({ param: { id: 'not-a-uuid' } });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { id: expect.any(String) } },
    });
  });

  it('requires a session for every notification route', async ({ visitor: { api } }) => {
    const responses = await Promise.all([
      api.notifications.$get(),
      api.notifications['read-all'].$post(),
      api.notifications[':id'].read.$post({ param: { id: UNKNOWN_ID } }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });

  it('refuses a link that would leave the app', async ({ db, customer: { userId } }) => {
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'healthcare']) {
      await expect(notify(db, userId, { title: 't', body: 'b', link })).rejects.toThrow(/in-app path/);
    }
  });
});
