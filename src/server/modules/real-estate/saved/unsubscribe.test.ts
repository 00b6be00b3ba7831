import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import { readOutbox } from '../../../../testing/outbox';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { createTestClient } from '../../../../testing/test-client';
import { TEST_ORIGIN, type TestApp } from '../../../../testing/test-app';
import { savedSearches } from '../../../db/schema';
import { sendSearchAlerts } from './search-alerts.service';
import { UNSUBSCRIBE_TITLES } from './unsubscribe-page';
import { unsubscribeKey } from './unsubscribe-token';

/** Saves a search, publishes a match and runs the alert job; returns the mail's unsubscribe link and the search. */
async function alertedSearch(
  testApp: TestApp,
  client: { postJson: (p: string, b: unknown) => Promise<Response> },
) {
  const { db } = testApp.runtime.database;
  const response = await client.postJson('/api/saved-searches', { type: 'Penthouse' });
  const { search } = (await response.json()) as { search: { id: string } };
  await db
    .update(savedSearches)
    .set({ alertedUntil: new Date('2027-01-01T00:00:00Z') })
    .where(eq(savedSearches.id, search.id));
  const provider = await createProvider(db);
  await createProperty(db, provider.id, {
    propertyType: 'Penthouse',
    publishedAt: new Date('2027-01-02T00:00:00Z'),
  });
  const { runtime } = testApp;
  await sendSearchAlerts(
    {
      db,
      mail: runtime.mail,
      appUrl: TEST_ORIGIN,
      unsubscribeKey: unsubscribeKey(runtime.auth.options.secret),
    },
    new Date('2027-01-03T00:20:00Z'),
  );
  const [mail] = await readOutbox(testApp).then((mails) =>
    mails.filter((m) => m.subject?.startsWith('New listings')),
  );
  const link = /(http:\/\/localhost:3000\/unsubscribe\/[0-9a-f-]{36}\/[\w-]{43})/.exec(
    mail?.decoded.replace(/\r?\n\s+/g, '') ?? '',
  )?.[1];
  if (!link) throw new Error('no unsubscribe link in the alert');
  return { link, search };
}

const stillSaved = async (testApp: TestApp, id: string) =>
  (await testApp.runtime.database.db.select().from(savedSearches).where(eq(savedSearches.id, id))).length ===
  1;

describe("an alert's unsubscribe link, signed out", () => {
  it('GET only asks (a mail scanner changes nothing); POST stops the alerts and deletes the search', async ({
    testApp,
    customer,
  }) => {
    const { link, search } = await alertedSearch(testApp, customer.client);
    // A different client: no session, and (as a mail client's RFC 8058 POST) no Origin.
    const stranger = createTestClient(testApp, { origin: null });
    const asked = await stranger.fetch(link);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toContain('text/html');
    expect(asked.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await asked.text();
    expect(page).toContain(UNSUBSCRIBE_TITLES.confirm);
    expect(page).toContain('Penthouses');
    expect(page).toContain(`<form method="post" action="${new URL(link).pathname}">`);
    expect(await stillSaved(testApp, search.id)).toBe(true);

    const oneClick = await stranger.fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(UNSUBSCRIBE_TITLES.done);
    expect(await stillSaved(testApp, search.id)).toBe(false);

    // Used again: the search is gone, said plainly.
    const again = await stranger.fetch(link, { method: 'POST' });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(UNSUBSCRIBE_TITLES.notFound);
  });

  it('a wrong or malformed token is a clear 404 page, never the search, never a 5xx', async ({
    testApp,
    customer,
    visitor,
  }) => {
    const { link, search } = await alertedSearch(testApp, customer.client);
    const base = link.slice(0, link.lastIndexOf('/') + 1);
    for (const path of [
      `${base}${'A'.repeat(43)}`,
      `${base}short`,
      `/unsubscribe/not-a-uuid/${'A'.repeat(43)}`,
      `/unsubscribe/${search.id}`,
    ]) {
      for (const method of ['GET', 'POST']) {
        const response = await visitor.fetch(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        if (path.split('/').length === 4)
          expect(await response.text()).toContain(UNSUBSCRIBE_TITLES.notFound);
      }
    }
    expect(await stillSaved(testApp, search.id)).toBe(true);
  });
});
