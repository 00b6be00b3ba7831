import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { properties } from '../../../db/schema';
import { test } from '../../../../testing/api-test';
import type { TestApp } from '../../../../testing/test-app';
import {
  PROPERTY_ADMIN_MESSAGES as M,
  type AdminPropertyDetail,
} from '../../../../domain/property/property-admin';
import type { PropertyPageView } from '../../../../domain/property/property';
import { expectAdminOnly } from '../../../../testing/admin-client';
import { createProvider } from '../../../../testing/property-factories';
import { createTestClient, type TestClient } from '../../../../testing/test-client';
import { auditEntries, listingInput, SAMPLE_PHOTOS } from '../../../../testing/real-estate-admin';

/** The provider a test's listings belong to, made for each test. */
const it = test.extend('providerId', async ({ db }) => (await createProvider(db)).id);

const put = (client: TestClient, id: string, flag: 'published' | 'verified', value: boolean) =>
  client.fetch(`/api/admin/properties/${id}/${flag}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ [flag]: value }),
  });
const newListing = async (admin: TestClient, providerId: string, photos: string[]) => {
  const response = await admin.postJson('/api/admin/properties', listingInput(providerId, { photos }));
  return ((await response.json()) as { property: AdminPropertyDetail }).property;
};
const actionsOf = async (testApp: TestApp, id: string) =>
  (await auditEntries(testApp.runtime.database.db, 'property', id)).map((entry) => entry.action);

/** What a visitor sees: the public list and the public page. */
const visitor = (testApp: TestApp) => createTestClient(testApp);
const publicIds = async (testApp: TestApp) =>
  ((await (await visitor(testApp).fetch('/api/properties')).json()) as PropertyPageView).items.map(
    (item) => item.id,
  );

describe('publishing', () => {
  it('records the first publication only: what saved-search alerts call new (decision 043)', async ({
    db,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await newListing(admin, providerId, SAMPLE_PHOTOS);
    const publishedAt = async () =>
      (await db.select().from(properties).where(eq(properties.id, property.id)))[0]?.publishedAt;
    expect(await publishedAt()).toBeNull();
    await put(admin, property.id, 'published', true);
    const first = await publishedAt();
    expect(first).toBeInstanceOf(Date);
    await put(admin, property.id, 'published', false);
    await put(admin, property.id, 'published', true);
    expect(await publishedAt()).toEqual(first);
  });

  it('shows a listing to the public only once published, and audits both ways', async ({
    testApp,
    clients,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await newListing(admin, providerId, SAMPLE_PHOTOS);
    expect(await publicIds(testApp)).not.toContain(property.id);
    expect((await visitor(testApp).fetch(`/api/properties/${property.id}`)).status).toBe(404);

    const published = await expectAdminOnly(clients, (client) => put(client, property.id, 'published', true));
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ property: { published: true } });
    expect(await publicIds(testApp)).toContain(property.id);
    expect((await visitor(testApp).fetch(`/api/properties/${property.id}`)).status).toBe(200);

    expect((await put(admin, property.id, 'published', false)).status).toBe(200);
    expect(await publicIds(testApp)).not.toContain(property.id);

    const entries = await auditEntries(testApp.runtime.database.db, 'property', property.id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      expect.objectContaining({ action: 'created' }),
      { action: 'published', before: { published: false }, after: { published: true } },
      { action: 'unpublished', before: { published: true }, after: { published: false } },
    ]);
  });

  it('refuses to publish a listing without a photo', async ({
    testApp,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await newListing(admin, providerId, []);
    const response = await put(admin, property.id, 'published', true);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'conflict', message: M.publishNeedsPhoto },
    });
    expect(await actionsOf(testApp, property.id)).toEqual(['created']);
  });

  it('keeps at least one photo on a published listing', async ({ admin: { client: admin }, providerId }) => {
    const property = await newListing(admin, providerId, SAMPLE_PHOTOS);
    await put(admin, property.id, 'published', true);
    const response = await admin.fetch(`/api/admin/properties/${property.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photos: [] }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { photos: M.publishedNeedsPhoto } } });
  });

  it('accepts a repeated click without recording it twice', async ({
    testApp,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await newListing(admin, providerId, SAMPLE_PHOTOS);
    await put(admin, property.id, 'published', true);
    expect((await put(admin, property.id, 'published', true)).status).toBe(200);
    expect(await actionsOf(testApp, property.id)).toEqual(['created', 'published']);
  });

  it('answers 404 for an unknown listing and 422 for a body without the flag', async ({
    admin: { client: admin },
    providerId,
  }) => {
    expect((await put(admin, '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b', 'published', true)).status).toBe(404);
    const property = await newListing(admin, providerId, SAMPLE_PHOTOS);
    const response = await admin.fetch(`/api/admin/properties/${property.id}/published`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ published: 'yes' }),
    });
    expect(response.status).toBe(422);
  });
});

describe('verifying', () => {
  it('marks and unmarks a listing verified, shown on the public page, and audits both ways', async ({
    clients,
    testApp,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await newListing(admin, providerId, SAMPLE_PHOTOS);
    await put(admin, property.id, 'published', true);

    const verified = await expectAdminOnly(clients, (client) => put(client, property.id, 'verified', true));
    expect(await verified.json()).toMatchObject({ property: { verified: true, published: true } });
    const page = await (await visitor(testApp).fetch(`/api/properties/${property.id}`)).json();
    expect(page).toMatchObject({ property: { verified: true } });

    expect(await (await put(admin, property.id, 'verified', false)).json()).toMatchObject({
      property: { verified: false },
    });
    expect(await actionsOf(testApp, property.id)).toEqual(['created', 'published', 'verified', 'unverified']);
  });
});
