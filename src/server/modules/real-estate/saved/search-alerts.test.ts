import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import { readOutbox } from '../../../../testing/outbox';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { TEST_ORIGIN, type TestApp } from '../../../../testing/test-app';
import { notifications, savedSearches } from '../../../db/schema';
import { sendSearchAlerts } from './search-alerts.service';
import { unsubscribeKey } from './unsubscribe-token';

/** The alert job's controlled clock. */
const DAY_1 = new Date('2027-03-01T09:20:00Z');
const DAY_1_LATER = new Date('2027-03-01T15:20:00Z');
const DAY_2 = new Date('2027-03-02T09:20:00Z');
const SAVED_AT = new Date('2027-03-01T08:00:00Z');

function runAlerts(testApp: TestApp, now: Date) {
  const { runtime } = testApp;
  return sendSearchAlerts(
    {
      db: runtime.database.db,
      mail: runtime.mail,
      appUrl: TEST_ORIGIN,
      unsubscribeKey: unsubscribeKey(runtime.auth.options.secret),
    },
    now,
  );
}

/** The customer's saved 'Villas in Lagos' search, saved at SAVED_AT. */
async function savedLagosVillas(
  testApp: TestApp,
  client: { postJson: (p: string, b: unknown) => Promise<Response> },
) {
  const response = await client.postJson('/api/saved-searches', { type: 'Villa', state: 'Lagos' });
  const { search } = (await response.json()) as { search: { id: string } };
  await testApp.runtime.database.db
    .update(savedSearches)
    .set({ alertedUntil: SAVED_AT, createdAt: SAVED_AT })
    .where(eq(savedSearches.id, search.id));
  return search;
}

const lagosVilla = (title: string, publishedAt: Date) => ({
  title,
  propertyType: 'Villa' as const,
  state: 'Lagos',
  town: 'Lekki',
  location: 'Lekki, Lagos',
  publishedAt,
});

describe('saved-search alerts, with a controlled clock', () => {
  it('sends a listing published after the last alert once, in-app and by mail, and nothing twice', async ({
    testApp,
    customer,
    db,
  }) => {
    await savedLagosVillas(testApp, customer.client);
    const provider = await createProvider(db);
    // Before the search was saved: not new to it.
    await createProperty(db, provider.id, lagosVilla('Old Villa', new Date('2027-02-20T00:00:00Z')));
    await createProperty(db, provider.id, lagosVilla('Sea View Villa', new Date('2027-03-01T08:30:00Z')));
    // Matches nothing: another type, another state, unpublished.
    await createProperty(db, provider.id, { ...lagosVilla('Flat', DAY_1), propertyType: 'Apartment' });
    await createProperty(db, provider.id, {
      ...lagosVilla('Abuja Villa', DAY_1),
      state: 'Federal Capital Territory',
      town: 'Wuse',
    });
    await createProperty(db, provider.id, { ...lagosVilla('Draft Villa', DAY_1), published: false });

    expect(await runAlerts(testApp, DAY_1)).toEqual({ sent: 1 });
    expect(await runAlerts(testApp, DAY_1)).toEqual({ sent: 0 });

    const notices = await db.select().from(notifications).where(eq(notifications.userId, customer.userId));
    const alerts = notices.filter((notice) => notice.title === 'New listings for your saved search');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      body: '1 new listing matches your saved search ‘Villas in Lagos’:\n• Sea View Villa',
      link: '/real-estate?type=Villa&state=Lagos',
    });
    const mails = (await readOutbox(testApp)).filter((mail) => mail.subject?.startsWith('New listings'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(customer.signUp.email);
    expect(mail.decoded).toContain('Sea View Villa');
    expect(mail.decoded).not.toContain('Old Villa');
    expect(mail.decoded).toContain(`${TEST_ORIGIN}/real-estate?type=Villa&state=Lagos`);
    // Folded onto the next line, as long headers are.
    expect(mail.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/[0-9a-f-]{36}\/[\w-]{43}>\r?$/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('sends at most one alert a UTC day; a listing published later that day comes the next day', async ({
    testApp,
    customer,
    db,
  }) => {
    await savedLagosVillas(testApp, customer.client);
    const provider = await createProvider(db);
    await createProperty(db, provider.id, lagosVilla('Morning Villa', new Date('2027-03-01T09:00:00Z')));
    expect(await runAlerts(testApp, DAY_1)).toEqual({ sent: 1 });
    await createProperty(db, provider.id, lagosVilla('Noon Villa', new Date('2027-03-01T12:00:00Z')));
    expect(await runAlerts(testApp, DAY_1_LATER)).toEqual({ sent: 0 });
    expect(await runAlerts(testApp, DAY_2)).toEqual({ sent: 1 });
    expect(await runAlerts(testApp, DAY_2)).toEqual({ sent: 0 });

    const bodies = (await db.select().from(notifications).where(eq(notifications.userId, customer.userId)))
      .filter((notice) => notice.title === 'New listings for your saved search')
      .map((notice) => notice.body);
    expect(bodies.sort()).toEqual([
      '1 new listing matches your saved search ‘Villas in Lagos’:\n• Morning Villa',
      '1 new listing matches your saved search ‘Villas in Lagos’:\n• Noon Villa',
    ]);
  });

  it('sends nothing when nothing new matches', async ({ testApp, customer, db }) => {
    await savedLagosVillas(testApp, customer.client);
    const provider = await createProvider(db);
    await createProperty(db, provider.id, { ...lagosVilla('Flat', DAY_1), propertyType: 'Apartment' });
    expect(await runAlerts(testApp, DAY_2)).toEqual({ sent: 0 });
    const mails = (await readOutbox(testApp)).filter((mail) => mail.subject?.startsWith('New listings'));
    expect(mails).toEqual([]);
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.userId, customer.userId));
    expect(row?.lastAlertedOn).toBeNull();
  });

  it('matches price, bedrooms and search text in the database as the list does', async ({
    testApp,
    customer,
    db,
  }) => {
    const response = await customer.client.postJson('/api/saved-searches', {
      search: '50%',
      minPrice: '100000',
      maxPrice: '200000',
      bedrooms: '3',
    });
    const { search } = (await response.json()) as { search: { id: string } };
    await db.update(savedSearches).set({ alertedUntil: SAVED_AT }).where(eq(savedSearches.id, search.id));
    const provider = await createProvider(db);
    const base = { publishedAt: DAY_1, bedrooms: 3, priceUsd: 150_000_00 };
    await createProperty(db, provider.id, { ...base, title: 'Villa 50% off' });
    // '%' is taken literally, as the list takes it.
    await createProperty(db, provider.id, { ...base, title: 'Villa 500 off' });
    await createProperty(db, provider.id, { ...base, title: 'Small 50% off', bedrooms: 2 });
    await createProperty(db, provider.id, { ...base, title: 'Dear 50% off', priceUsd: 250_000_00 });
    await runAlerts(testApp, DAY_2);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'New listings for your saved search'));
    expect(notice?.body).toBe(
      '1 new listing matches your saved search ‘Listings, 3+ bedrooms, $100,000 to $200,000, matching ‘50%’’:\n• Villa 50% off',
    );
  });
  it("holds the list's 'title verified' filter", async ({ testApp, customer, db }) => {
    const response = await customer.client.postJson('/api/saved-searches', { titleVerified: '1' });
    const { search } = (await response.json()) as { search: { id: string; name: string } };
    expect(search.name).toBe('Listings, title verified');
    await db.update(savedSearches).set({ alertedUntil: SAVED_AT }).where(eq(savedSearches.id, search.id));
    const provider = await createProvider(db);
    await createProperty(db, provider.id, { title: 'Unchecked title', publishedAt: DAY_1 });
    await createProperty(db, provider.id, {
      title: 'Checked title',
      publishedAt: DAY_1,
      titleStatus: 'verified',
      titleVerifiedOn: '2027-02-01',
    });
    expect(await runAlerts(testApp, DAY_2)).toEqual({ sent: 1 });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'New listings for your saved search'));
    expect(notice?.body).toBe(
      '1 new listing matches your saved search ‘Listings, title verified’:\n• Checked title',
    );
  });
});
