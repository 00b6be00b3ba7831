import { describe, expect, onTestFinished, vi } from 'vitest';
import { it } from '../../testing/api-test';
import { createProperty, createProvider } from '../../testing/property-factories';
import { signedUpClient } from '../../testing/signed-up-client';
import { createTestClient } from '../../testing/test-client';

describe('reading the session of a public request', () => {
  it("asks better-auth only when the request carries a session cookie, and still finds a signed-in user's", async ({
    testApp,
    db,
  }) => {
    const listing = await createProperty(db, (await createProvider(db)).id, { published: true });
    const getSession = vi.spyOn(testApp.runtime.auth.api, 'getSession');
    // The app is the worker's, shared with the files after this one.
    onTestFinished(() => getSession.mockRestore());

    const visitor = createTestClient(testApp);
    const anonymous = await visitor.fetch(`/api/properties/${listing.id}`, {
      headers: { cookie: 'theme=dark' },
    });
    expect(anonymous.status).toBe(200);
    expect(getSession).not.toHaveBeenCalled();

    const { client, userId } = await signedUpClient(testApp);
    const me = await client.fetch('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: userId } });
    // Found by one prepared query (session-lookup.ts); better-auth is asked only about unusual cookies.
    expect(getSession).not.toHaveBeenCalled();
  });
});
