import { describe, expect } from 'vitest';
import { test } from '../../../../testing/api-test';
import {
  PROPERTY_ADMIN_MESSAGES as M,
  type AdminPropertyDetail,
} from '../../../../domain/property/property-admin';
import { toMinor } from '../../../../domain/money';
import { expectAdminOnly } from '../../../../testing/admin-client';
import { createProperty as insertListing, createProvider } from '../../../../testing/property-factories';
import type { TestClient } from '../../../../testing/test-client';
import { auditEntries, listingInput, SAMPLE_PHOTOS } from '../../../../testing/real-estate-admin';

const UNKNOWN_ID = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';

/** The provider a test's listings belong to, made for each test. */
const it = test.extend(
  'providerId',
  async ({ db }) => (await createProvider(db, { name: 'Lagoon Realty' })).id,
);

const create = (client: TestClient, body: unknown) => client.postJson('/api/admin/properties', body);
const patch = (client: TestClient, id: string, body: unknown) =>
  client.fetch(`/api/admin/properties/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const created = async (admin: TestClient, body: unknown) => {
  const response = await create(admin, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { property: AdminPropertyDetail }).property;
};

describe('creating a listing', () => {
  it('is for admins only, starts unpublished and unverified, and is audited', async ({
    db,
    clients,
    providerId,
  }) => {
    const response = await expectAdminOnly(clients, (client) =>
      create(client, listingInput(providerId, { photos: SAMPLE_PHOTOS })),
    );
    expect(response.status).toBe(201);
    const { property } = (await response.json()) as { property: AdminPropertyDetail };
    expect(property).toMatchObject({
      title: 'Harbour View Apartment',
      providerId,
      providerName: 'Lagoon Realty',
      priceUsd: toMinor(180_000),
      published: false,
      verified: false,
      photos: SAMPLE_PHOTOS,
      mainImage: SAMPLE_PHOTOS[0],
    });

    const [entry, ...more] = await auditEntries(db, 'property', property.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'created',
      before: null,
      after: { title: 'Harbour View Apartment', photos: SAMPLE_PHOTOS, published: false, verified: false },
    });
  });

  it('may start without photos', async ({ admin: { client: admin }, providerId }) => {
    const property = await created(admin, listingInput(providerId));
    expect(property).toMatchObject({ photos: [], mainImage: '', published: false });
  });

  it('puts a message on each wrong field', async ({ admin: { client: admin }, providerId }) => {
    const response = await create(admin, {
      ...listingInput(providerId),
      title: '   ',
      propertyType: 'Castle',
      bedrooms: -1,
      squareFeet: 0,
      priceNgn: 12.5,
      providerId: 'nope',
      photos: ['https://elsewhere.example/tracker.jpg'],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          title: M.title,
          propertyType: M.propertyType,
          bedrooms: M.bedrooms,
          squareFeet: M.squareFeet,
          priceNgn: M.amountWhole,
          providerId: M.provider,
          photos: M.photo,
        },
      },
    });
  });

  it('refuses an unknown provider and a photo that is not stored', async ({
    admin: { client: admin },
    providerId,
  }) => {
    const unknownProvider = await create(admin, listingInput(UNKNOWN_ID));
    expect(unknownProvider.status).toBe(422);
    expect(await unknownProvider.json()).toMatchObject({ error: { fields: { providerId: M.provider } } });

    const missing = `/api/media/uploads/${'a'.repeat(32)}-1600.webp`;
    const missingPhoto = await create(admin, listingInput(providerId, { photos: [missing] }));
    expect(missingPhoto.status).toBe(422);
    expect(await missingPhoto.json()).toMatchObject({ error: { fields: { photos: M.photoMissing } } });
  });
});

describe('editing a listing', () => {
  it('changes the fields sent, keeps photo order with the first as main image, and audits only the change', async ({
    db,
    clients,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await created(admin, listingInput(providerId, { photos: SAMPLE_PHOTOS }));
    const otherProvider = (await createProvider(db, { name: 'Hilltop Homes' })).id;
    const reordered = [...SAMPLE_PHOTOS].reverse();

    const response = await expectAdminOnly(clients, (client) =>
      patch(client, property.id, { title: 'Lagoon View', providerId: otherProvider, photos: reordered }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      property: {
        title: 'Lagoon View',
        providerName: 'Hilltop Homes',
        photos: reordered,
        mainImage: reordered[0],
        location: property.location,
      },
    });

    const [, edit] = await auditEntries(db, 'property', property.id);
    expect(edit).toMatchObject({
      action: 'updated',
      before: { title: 'Harbour View Apartment', providerId, photos: SAMPLE_PHOTOS },
      after: { title: 'Lagoon View', providerId: otherProvider, photos: reordered },
    });
    expect(Object.keys(edit?.after ?? {}).sort()).toEqual(['photos', 'providerId', 'title']);
  });

  it("sets the listing's state and town together, a town of that state, and audits them", async ({
    db,
    visitor,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await created(admin, listingInput(providerId));
    expect(property).toMatchObject({ state: 'Lagos', town: 'Victoria Island' });

    const alone = await patch(admin, property.id, { state: 'Oyo' });
    expect(alone.status).toBe(422);
    expect(await alone.json()).toMatchObject({ error: { fields: { town: M.stateWithTown } } });
    const elsewhere = await patch(admin, property.id, { state: 'Oyo', town: 'Lekki' });
    expect(await elsewhere.json()).toMatchObject({ error: { fields: { town: M.townOfState } } });

    const moved = await patch(admin, property.id, { state: 'Oyo', town: 'Ibadan' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ property: { state: 'Oyo', town: 'Ibadan' } });
    const [, edit] = await auditEntries(db, 'property', property.id);
    expect(edit).toMatchObject({
      before: { state: 'Lagos', town: 'Victoria Island' },
      after: { state: 'Oyo', town: 'Ibadan' },
    });

    await patch(admin, property.id, { photos: SAMPLE_PHOTOS });
    await admin.fetch(`/api/admin/properties/${property.id}/published`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ published: true }),
    });
    const found = await visitor.fetch('/api/properties?state=Oyo&town=Ibadan');
    expect(((await found.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id)).toEqual([
      property.id,
    ]);
  });

  it('writes nothing for a save that changes nothing', async ({
    db,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await created(admin, listingInput(providerId));
    const response = await patch(admin, property.id, { title: property.title, bedrooms: property.bedrooms });
    expect(response.status).toBe(200);
    expect(await auditEntries(db, 'property', property.id)).toHaveLength(1);
  });

  it('puts messages on fields and answers 404 for an unknown or malformed id', async ({
    admin: { client: admin },
    providerId,
  }) => {
    const property = await created(admin, listingInput(providerId));
    const invalid = await patch(admin, property.id, { location: '', bathrooms: 2.5 });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      error: { fields: { location: M.location, bathrooms: M.bathrooms } },
    });
    expect((await patch(admin, UNKNOWN_ID, { title: 'X' })).status).toBe(404);
    expect((await patch(admin, 'not-a-uuid', { title: 'X' })).status).toBe(404);
  });
});

describe('reading listings', () => {
  it('gives one listing with everything the form needs, published or not', async ({
    clients,
    admin: { client: admin },
    providerId,
  }) => {
    const property = await created(admin, listingInput(providerId, { photos: SAMPLE_PHOTOS }));
    const response = await expectAdminOnly(clients, (client) =>
      client.fetch(`/api/admin/properties/${property.id}`),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ property });
    expect((await admin.fetch(`/api/admin/properties/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await admin.fetch('/api/admin/properties/..%2F..%2Fetc')).status).toBe(404);
  });

  it('lists every listing newest first, searched by title or location and filtered by state, a page at a time', async ({
    db,
    clients,
    admin: { client: admin },
  }) => {
    const other = (await createProvider(db, { name: 'Search Realty' })).id;
    const draft = await created(
      admin,
      listingInput(other, { title: 'Zebra Court Draft', location: 'Ikoyi' }),
    );
    await insertListing(db, other, { title: 'Zebra Court Live', published: true, verified: true });

    const response = await expectAdminOnly(clients, (client) =>
      client.fetch('/api/admin/properties?q=zebra%20court'),
    );
    const page = (await response.json()) as { items: Array<{ title: string }>; nextCursor: string | null };
    expect(page.items.map((item) => item.title)).toEqual(['Zebra Court Live', 'Zebra Court Draft']);
    expect(page.items[1]).toEqual({
      id: draft.id,
      title: 'Zebra Court Draft',
      location: 'Ikoyi',
      state: 'Lagos',
      town: 'Victoria Island',
      providerName: 'Search Realty',
      priceUsd: draft.priceUsd,
      priceNgn: draft.priceNgn,
      published: false,
      verified: false,
      mainImage: '',
      createdAt: draft.createdAt,
    });

    const titles = async (query: string) =>
      ((await (await admin.fetch(`/api/admin/properties?${query}`)).json()) as typeof page).items.map(
        (item) => item.title,
      );
    expect(await titles('q=IKOYI')).toEqual(['Zebra Court Draft']);
    expect(await titles('q=zebra&state=draft')).toEqual(['Zebra Court Draft']);
    expect(await titles('q=zebra&state=published')).toEqual(['Zebra Court Live']);
    expect(await titles('q=zebra&state=verified')).toEqual(['Zebra Court Live']);
    expect(await titles('q=zebra&state=unverified')).toEqual(['Zebra Court Draft']);
    expect(await titles('q=100%25')).toEqual([]);

    const first = (await (await admin.fetch('/api/admin/properties?q=zebra&limit=1')).json()) as typeof page;
    expect(first.items.map((item) => item.title)).toEqual(['Zebra Court Live']);
    const second = await titles(`q=zebra&limit=1&cursor=${first.nextCursor}`);
    expect(second).toEqual(['Zebra Court Draft']);
  });
});
