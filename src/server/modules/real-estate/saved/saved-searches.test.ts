import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { SAVED_SEARCH_MESSAGES } from '../../../../domain/property/saved-search';
import { it } from '../../../../testing/api-test';
import { createProvider } from '../../../../testing/property-factories';
import { signedUpClient } from '../../../../testing/signed-up-client';
import { savedSearches } from '../../../db/schema';

const LAGOS_VILLAS = { type: 'Villa', state: 'Lagos', town: 'Lekki', bedrooms: '3', maxPrice: '300,000' };

describe('saved searches', () => {
  it('saves the list filters under a name made from them, listed and deleted by their owner only', async ({
    customer,
    testApp,
  }) => {
    const saved = await customer.client.postJson('/api/saved-searches', LAGOS_VILLAS);
    expect(saved.status).toBe(201);
    const { search } = (await saved.json()) as { search: { id: string; name: string; query: string } };
    expect(search).toMatchObject({
      name: 'Villas in Lekki, Lagos, 3+ bedrooms, up to $300,000',
      query: 'type=Villa&bedrooms=3&maxPrice=300000&state=Lagos&town=Lekki',
      lastAlertedOn: null,
    });
    const listed = await customer.client.fetch('/api/saved-searches');
    expect(((await listed.json()) as { searches: unknown[] }).searches).toEqual([search]);

    const other = await signedUpClient(testApp);
    expect(
      ((await (await other.client.fetch('/api/saved-searches')).json()) as { searches: [] }).searches,
    ).toEqual([]);
    const stolen = await other.client.fetch(`/api/saved-searches/${search.id}`, { method: 'DELETE' });
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).error.message).toBe(SAVED_SEARCH_MESSAGES.notFound);

    const deleted = await customer.client.fetch(`/api/saved-searches/${search.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const again = await customer.client.fetch(`/api/saved-searches/${search.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('refuses a visitor with the sign-in message', async ({ visitor }) => {
    const response = await visitor.postJson('/api/saved-searches', LAGOS_VILLAS);
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(SAVED_SEARCH_MESSAGES.signedOut);
    expect((await visitor.fetch('/api/saved-searches')).status).toBe(401);
  });

  it("validates by the list's own schema: its messages on its fields", async ({ customer }) => {
    const bad = await customer.client.postJson('/api/saved-searches', { state: 'Lagos', town: 'Wuse' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({ town: 'Choose a town in the chosen state' });
    const price = await customer.client.postJson('/api/saved-searches', { minPrice: 'lots' });
    expect((await price.json()).error.fields).toEqual({ minPrice: 'Enter a whole number of dollars' });
    const provider = await customer.client.postJson('/api/saved-searches', {
      provider: '00000000-0000-4000-8000-000000000000',
    });
    expect(provider.status).toBe(422);
    expect((await provider.json()).error.fields).toEqual({ provider: 'Unknown provider' });
  });

  it('names the provider, and saves the same search once (409)', async ({ customer, db }) => {
    const provider = await createProvider(db, { name: 'Lekki Homes' });
    const first = await customer.client.postJson('/api/saved-searches', {
      provider: provider.id,
      search: 'pool',
    });
    expect(((await first.json()) as { search: { name: string } }).search.name).toBe(
      'Listings, from Lekki Homes, matching ‘pool’',
    );
    // The same filters written another way are the same search.
    const same = await customer.client.postJson('/api/saved-searches', {
      search: 'pool',
      provider: provider.id,
      type: 'all',
      bedrooms: '0',
    });
    expect(same.status).toBe(409);
    expect((await same.json()).error.message).toBe(SAVED_SEARCH_MESSAGES.duplicate);
  });

  it('keeps at most 20 searches an account', async ({ customer, db }) => {
    await db.insert(savedSearches).values(
      Array.from({ length: 20 }, (_, n) => ({
        userId: customer.userId,
        name: `Search ${n}`,
        query: `search=${n}`,
      })),
    );
    const response = await customer.client.postJson('/api/saved-searches', { type: 'Villa' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
    expect(
      await db.select().from(savedSearches).where(eq(savedSearches.userId, customer.userId)),
    ).toHaveLength(20);
  });
});
