import { describe, expect } from 'vitest';
import { test } from '../../../../testing/api-test';
import { SAVED_LISTING_MESSAGES as M } from '../../../../domain/property/saved-listings';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { signedUpClient } from '../../../../testing/signed-up-client';
import type { TestClient } from '../../../../testing/test-client';

const it = test.extend('listings', async ({ db }) => {
  const provider = await createProvider(db);
  const first = await createProperty(db, provider.id, { title: 'Lekki Phase 1 Duplex' });
  const second = await createProperty(db, provider.id, { title: 'Asokoro Hillside Villa' });
  const draft = await createProperty(db, provider.id, { title: 'Unpublished Draft', published: false });
  return { first: first.id, second: second.id, draft: draft.id };
});

const save = (client: TestClient, id: string) => client.fetch(`/api/saved-listings/${id}`, { method: 'PUT' });
const unsave = (client: TestClient, id: string) =>
  client.fetch(`/api/saved-listings/${id}`, { method: 'DELETE' });
const savedTitles = async (client: TestClient) => {
  const body = (await (await client.fetch('/api/saved-listings')).json()) as { items: { title: string }[] };
  return body.items.map((item) => item.title);
};

describe('saved listings', () => {
  it('saves and unsaves, each as often as sent, newest saved first', async ({
    customer: { client },
    listings,
  }) => {
    for (const attempt of [1, 2]) {
      const response = await save(client, listings.first);
      expect(response.status, `save ${attempt}`).toBe(200);
      expect(await response.json()).toEqual({ propertyId: listings.first, saved: true });
    }
    expect((await save(client, listings.second)).status).toBe(200);
    expect(await savedTitles(client)).toEqual(['Asokoro Hillside Villa', 'Lekki Phase 1 Duplex']);
    expect(await (await client.fetch('/api/saved-listings/ids')).json()).toEqual({
      propertyIds: [listings.second, listings.first],
    });

    for (const attempt of [1, 2]) {
      const response = await unsave(client, listings.second);
      expect(response.status, `unsave ${attempt}`).toBe(200);
      expect(await response.json()).toEqual({ propertyId: listings.second, saved: false });
    }
    expect(await savedTitles(client)).toEqual(['Lekki Phase 1 Duplex']);
  });

  it("are each user's own: another user sees none and cannot remove them", async ({
    testApp,
    customer: { client },
    listings,
  }) => {
    await save(client, listings.first);
    const other = (await signedUpClient(testApp)).client;
    expect(await savedTitles(other)).toEqual([]);
    // Removing it 'for' the other user removes only theirs, which is nothing.
    expect((await unsave(other, listings.first)).status).toBe(200);
    expect(await savedTitles(client)).toEqual(['Lekki Phase 1 Duplex']);
  });

  it('need a session', async ({ visitor, listings }) => {
    for (const response of [
      await save(visitor, listings.first),
      await unsave(visitor, listings.first),
      await visitor.fetch('/api/saved-listings'),
      await visitor.fetch('/api/saved-listings/ids'),
    ]) {
      expect(response.status).toBe(401);
    }
    const refused = (await (await save(visitor, listings.first)).json()) as { error: { message: string } };
    expect(refused.error.message).toBe(M.signedOut);
  });

  it('cannot save an unpublished or unknown listing', async ({ customer: { client }, listings }) => {
    expect((await save(client, listings.draft)).status).toBe(404);
    expect((await save(client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await save(client, 'not-an-id')).status).toBe(404);
    expect(await savedTitles(client)).toEqual([]);
  });
});
