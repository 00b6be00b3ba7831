import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { TestApp } from '../../testing/test-app';
import { makeSignUp } from '../../testing/factories';
import { createTestClient } from '../../testing/test-client';
import { session } from '../db/schema';
import { readSession } from './session';
import { lookUpSession } from './session-lookup';

const DAY_MS = 24 * 60 * 60 * 1000;
const auth = (testApp: TestApp) => testApp.runtime.auth;

/** A new customer's session cookie, as better-auth set it at sign-up, and its session id. */
async function signedUp(testApp: TestApp) {
  const response = await createTestClient(testApp).api.accounts.$post({ json: makeSignUp() });
  expect(response.status).toBe(201);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = new Headers({ cookie });
  const found = await auth(testApp).api.getSession({ headers });
  if (!found) throw new Error('no session after sign-up');
  return { headers, cookie, sessionId: found.session.id };
}

describe('reading a session by one query', () => {
  it('gives exactly the session and user better-auth gives', async ({ db, testApp }) => {
    const { headers } = await signedUp(testApp);
    const direct = await lookUpSession(auth(testApp), db, headers);
    expect(direct).not.toBe('ask-better-auth');
    expect(direct).toEqual(await auth(testApp).api.getSession({ headers }));
  });

  it('leaves a tampered, doubled or quoted cookie to better-auth, which refuses the tampered one', async ({
    db,
    testApp,
  }) => {
    const { cookie } = await signedUp(testApp);
    const [name, value = ''] = cookie.split(/=(.*)/s);
    const tampered = new Headers({ cookie: `${name}=x${value}` });
    expect(await lookUpSession(auth(testApp), db, tampered)).toBe('ask-better-auth');
    expect(await auth(testApp).api.getSession({ headers: tampered })).toBeNull();
    expect((await readSession({ auth: auth(testApp), db }, tampered)).session).toBeNull();
    const doubled = new Headers({ cookie: `${cookie}; ${name}=other` });
    expect(await lookUpSession(auth(testApp), db, doubled)).toBe('ask-better-auth');
    const quoted = new Headers({ cookie: `${name}="${value}"` });
    expect(await lookUpSession(auth(testApp), db, quoted)).toBe('ask-better-auth');
  });

  it('answers null for a correctly signed cookie whose session was signed out', async ({ db, testApp }) => {
    const { headers, sessionId } = await signedUp(testApp);
    await db.delete(session).where(eq(session.id, sessionId));
    expect(await lookUpSession(auth(testApp), db, headers)).toBeNull();
    expect(await auth(testApp).api.getSession({ headers })).toBeNull();
  });

  it('leaves an expired session to better-auth, which ends it', async ({ db, testApp }) => {
    const { headers, sessionId } = await signedUp(testApp);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, sessionId));
    expect(await lookUpSession(auth(testApp), db, headers)).toBe('ask-better-auth');
    expect((await readSession({ auth: auth(testApp), db }, headers)).session).toBeNull();
    expect(await db.$count(session, eq(session.id, sessionId))).toBe(0);
  });

  it('leaves a session due for its sliding refresh to better-auth, which extends it', async ({
    db,
    testApp,
  }) => {
    const { headers, sessionId } = await signedUp(testApp);
    // Signed in six days ago: better-auth (7-day expiry, refreshed after a day) moves the expiry on.
    const dueAt = new Date(Date.now() + DAY_MS);
    await db.update(session).set({ expiresAt: dueAt }).where(eq(session.id, sessionId));
    expect(await lookUpSession(auth(testApp), db, headers)).toBe('ask-better-auth');
    const read = await readSession({ auth: auth(testApp), db }, headers);
    expect(read.session?.session.id).toBe(sessionId);
    const [row] = await db.select().from(session).where(eq(session.id, sessionId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(dueAt.getTime() + 5 * DAY_MS);
    // Refreshed, it is ordinary again.
    expect(await lookUpSession(auth(testApp), db, headers)).toEqual(
      await auth(testApp).api.getSession({ headers }),
    );
  });
});
