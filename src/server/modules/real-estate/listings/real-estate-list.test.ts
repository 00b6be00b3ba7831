import { describe, expect } from 'vitest';
import { test } from '../../../../testing/api-test';
import type { PropertyFilterInput, PropertyPageView } from '../../../../domain/property/property';
import { toMinor } from '../../../../domain/money';
import { createProperties, createProvider, makeProperty } from '../../../../testing/property-factories';
import type { TestClient } from '../../../../testing/test-client';
import { publishedPropertiesQuery } from './listings.repo';

const HOUR = 3_600_000;
const base = Date.UTC(2026, 9, 1);
const at = (hoursAgo: number) => new Date(base - hoursAgo * HOUR);

/**
 * Two providers and nine listings (one unpublished), made for each test, which lists and filters them; the
 * providers' ids are the fixture's value.
 */
const it = test.extend('providers', { auto: true }, async ({ db }) => {
  const providerA = (await createProvider(db)).id;
  const providerB = (await createProvider(db)).id;
  const usd = (dollars: number) => ({ priceUsd: toMinor(dollars), priceNgn: toMinor(dollars * 1550) });
  await createProperties(db, [
    makeProperty(providerA, {
      title: 'Ocean Villa',
      location: 'Lekki, Lagos',
      state: 'Lagos',
      town: 'Lekki',
      propertyType: 'Villa',
      bedrooms: 5,
      ...usd(500_000),
      createdAt: at(1),
    }),
    makeProperty(providerA, {
      title: 'City Flat',
      location: 'Yaba, Lagos',
      state: 'Lagos',
      town: 'Yaba',
      propertyType: 'Apartment',
      bedrooms: 1,
      ...usd(40_000),
      createdAt: at(2),
    }),
    makeProperty(providerB, {
      title: 'Sky Penthouse',
      location: 'Maitama, Abuja',
      state: 'Federal Capital Territory',
      town: 'Maitama',
      propertyType: 'Penthouse',
      bedrooms: 3,
      ...usd(700_000),
      createdAt: at(3),
    }),
    makeProperty(providerB, {
      title: 'Garden Villa',
      location: 'Gwarinpa, Abuja',
      state: 'Federal Capital Territory',
      town: 'Gwarinpa',
      propertyType: 'Villa',
      bedrooms: 4,
      ...usd(250_000),
      createdAt: at(4),
    }),
    makeProperty(providerB, {
      title: 'Lake Apartment',
      location: 'Jabi, Abuja',
      state: 'Federal Capital Territory',
      town: 'Jabi',
      propertyType: 'Apartment',
      bedrooms: 3,
      ...usd(150_000),
      createdAt: at(5),
    }),
    makeProperty(providerA, {
      title: 'River Villa',
      location: 'Port Harcourt',
      state: 'Rivers',
      town: 'Port Harcourt',
      propertyType: 'Villa',
      bedrooms: 7,
      ...usd(300_000),
      createdAt: at(6),
    }),
    makeProperty(providerA, {
      title: '100% Finished_Home',
      location: "O'Neil Street, Lagos",
      state: 'Lagos',
      town: 'Ikeja',
      propertyType: 'Apartment',
      bedrooms: 2,
      ...usd(90_000),
      createdAt: at(7),
    }),
    makeProperty(providerA, {
      title: 'Back\\slash Cottage',
      location: 'Ibadan',
      state: 'Oyo',
      town: 'Ibadan',
      propertyType: 'Villa',
      bedrooms: 2,
      ...usd(80_000),
      createdAt: at(8),
    }),
    makeProperty(providerA, {
      title: 'Hidden Draft',
      location: 'Lekki, Lagos',
      state: 'Lagos',
      town: 'Lekki',
      propertyType: 'Villa',
      bedrooms: 5,
      ...usd(450_000),
      published: false,
      createdAt: at(0),
    }),
  ]);
  return { providerA, providerB };
});

/** Any query text, junk included, as a shared URL may carry it. */
const send = (client: TestClient, query: PropertyFilterInput) =>
  client.api.properties.$get({ query: query as never });

async function list(client: TestClient, query: PropertyFilterInput): Promise<PropertyPageView> {
  const response = await send(client, query);
  expect(response.status).toBe(200);
  return (await response.json()) as PropertyPageView;
}

const titles = async (client: TestClient, query: PropertyFilterInput) =>
  (await list(client, query)).items.map((item) => item.title);

const ALL = [
  'Ocean Villa',
  'City Flat',
  'Sky Penthouse',
  'Garden Villa',
  'Lake Apartment',
  'River Villa',
  '100% Finished_Home',
  'Back\\slash Cottage',
];

describe('GET /api/properties', () => {
  it('lists published listings only, newest first, with the card fields', async ({ visitor: client }) => {
    const page = await list(client, {});
    expect(page.items.map((item) => item.title)).toEqual(ALL);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      location: 'Lekki, Lagos',
      propertyType: 'Villa',
      priceUsd: 50_000_000,
      priceNgn: 77_500_000_000,
      bedrooms: 5,
      bathrooms: 2,
      squareFeet: 1200,
      mainImage: expect.stringMatching(/^\/api\/media\/sample\//),
    });
  });

  it("reads only the cards' columns, not each listing's description and photo list", ({ db }) => {
    for (const filter of [
      { type: 'all', bedrooms: 0 },
      { type: 'Villa', bedrooms: 2, search: 'lagos' },
    ] as const) {
      const { sql } = publishedPropertiesQuery(db, filter, undefined, 13).toSQL();
      expect(sql).toContain('"main_image"');
      expect(sql).not.toContain('"description"');
      expect(sql).not.toContain('"photos"');
    }
  });

  it("treats 'all', bedrooms 0 and empty bounds as no filter", async ({ visitor: client }) => {
    expect(
      await titles(client, { type: 'all', bedrooms: '0', minPrice: '', maxPrice: '0', search: '' }),
    ).toEqual(ALL);
  });

  it.for<[string, PropertyFilterInput, string[]]>([
    ['search on title, any case', { search: 'vILLa' }, ['Ocean Villa', 'Garden Villa', 'River Villa']],
    ['search on location', { search: 'abuja' }, ['Sky Penthouse', 'Garden Villa', 'Lake Apartment']],
    ['type', { type: 'Apartment' }, ['City Flat', 'Lake Apartment', '100% Finished_Home']],
    ['bedrooms at least n', { bedrooms: '4' }, ['Ocean Villa', 'Garden Villa', 'River Villa']],
    ['bedrooms 5 meaning 5+', { bedrooms: '5' }, ['Ocean Villa', 'River Villa']],
    ['minimum price in dollars', { minPrice: '300000' }, ['Ocean Villa', 'Sky Penthouse', 'River Villa']],
    ['maximum price in dollars', { maxPrice: '80000' }, ['City Flat', 'Back\\slash Cottage']],
    [
      'price range, bounds included',
      { minPrice: '150000', maxPrice: '300000' },
      ['Garden Villa', 'Lake Apartment', 'River Villa'],
    ],
    [
      'price range typed with thousands separators',
      { minPrice: '150,000', maxPrice: '300 000' },
      ['Garden Villa', 'Lake Apartment', 'River Villa'],
    ],
  ])('filters by %s', async ([_, query, expected], { visitor: client }) => {
    expect(await titles(client, query)).toEqual(expected);
  });

  it('filters by provider', async ({ visitor: client, providers: { providerB } }) => {
    expect(await titles(client, { provider: providerB })).toEqual([
      'Sky Penthouse',
      'Garden Villa',
      'Lake Apartment',
    ]);
  });

  it('filters by state, and by a town within it, and combines them with the other filters', async ({
    visitor: client,
  }) => {
    expect(await titles(client, { state: 'Lagos' })).toEqual([
      'Ocean Villa',
      'City Flat',
      '100% Finished_Home',
    ]);
    expect(await titles(client, { state: 'Lagos', town: 'Yaba' })).toEqual(['City Flat']);
    expect(await titles(client, { state: 'Federal Capital Territory', town: 'Wuse' })).toEqual([]);
    expect(await titles(client, { state: 'Federal Capital Territory', type: 'Villa' })).toEqual([
      'Garden Villa',
    ]);
    expect(await titles(client, { state: 'Kano' })).toEqual([]);
    const first = await list(client, { state: 'Federal Capital Territory', limit: '2' });
    const second = await list(client, {
      state: 'Federal Capital Territory',
      limit: '2',
      cursor: first.nextCursor ?? '',
    });
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual([
      'Sky Penthouse',
      'Garden Villa',
      'Lake Apartment',
    ]);
  });

  it.for<[string, PropertyFilterInput, string]>([
    ['an unknown state', { state: 'Atlantis' }, 'state'],
    ['a town without a state', { town: 'Yaba' }, 'town'],
    ['a town of another state', { state: 'Oyo', town: 'Yaba' }, 'town'],
  ])('refuses %s with 422 on its field', async ([_, query, field], { visitor: client }) => {
    const response = await send(client, query);
    expect(response.status).toBe(422);
    const body = (await response.json()) as unknown as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it('combines filters', async ({ visitor: client, providers: { providerA } }) => {
    expect(await titles(client, { search: 'lagos', type: 'Villa', bedrooms: '3' })).toEqual(['Ocean Villa']);
    expect(
      await titles(client, { provider: providerA, type: 'Villa', minPrice: '100000', maxPrice: '400000' }),
    ).toEqual(['River Villa']);
    expect(
      await titles(client, { search: 'abuja', bedrooms: '3', maxPrice: '200000', type: 'Apartment' }),
    ).toEqual(['Lake Apartment']);
    expect(await titles(client, { search: 'abuja', type: 'Penthouse', provider: providerA })).toEqual([]);
  });

  it('takes %, _, backslash and quotes in a search as plain text', async ({ visitor: client }) => {
    expect(await titles(client, { search: '%' })).toEqual(['100% Finished_Home']);
    expect(await titles(client, { search: '_' })).toEqual(['100% Finished_Home']);
    expect(await titles(client, { search: '0% f' })).toEqual(['100% Finished_Home']);
    expect(await titles(client, { search: '\\' })).toEqual(['Back\\slash Cottage']);
    expect(await titles(client, { search: "o'neil" })).toEqual(['100% Finished_Home']);
    expect(await titles(client, { search: '"' })).toEqual([]);
    expect(await titles(client, { search: "'; drop table properties; --" })).toEqual([]);
    expect(await titles(client, {})).toHaveLength(ALL.length);
  });

  it('falls back on junk type and bedrooms, and refuses a malformed price or provider with 422', async ({
    visitor: client,
  }) => {
    expect(await titles(client, { type: 'Castle', bedrooms: 'many' })).toEqual(ALL);
    const price = await send(client, { minPrice: 'cheap' });
    expect(price.status).toBe(422);
    // A separator in the wrong place is a typo, not a price to guess at.
    expect((await send(client, { minPrice: '150,00' })).status).toBe(422);
    const provider = await send(client, { provider: 'acme' });
    expect(provider.status).toBe(422);
  });

  it('refuses a forged cursor with 400', async ({ visitor: client }) => {
    const response = await send(client, { cursor: 'bm90LWEtY3Vyc29y' });
    expect(response.status).toBe(400);
  });

  it('pages through a filtered list with the cursor', async ({ visitor: client }) => {
    const first = await list(client, { type: 'Villa', limit: '2' });
    expect(first.items.map((item) => item.title)).toEqual(['Ocean Villa', 'Garden Villa']);
    const second = await list(client, { type: 'Villa', limit: '2', cursor: first.nextCursor ?? '' });
    expect(second.items.map((item) => item.title)).toEqual(['River Villa', 'Back\\slash Cottage']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('GET /api/properties/featured and /api/properties/:id', () => {
  it('features the newest published listing', async ({ visitor: client }) => {
    const response = await client.api.properties.featured.$get();
    expect((await response.json()).property?.title).toBe('Ocean Villa');
  });

  it('shows one listing with its photos and provider', async ({
    visitor: client,
    providers: { providerA },
  }) => {
    const [first] = (await list(client, { limit: '1' })).items;
    const response = await client.api.properties[':id'].$get({ param: { id: first?.id ?? '' } });
    expect(response.status).toBe(200);
    const { property } = await response.json();
    expect(property).toMatchObject({ title: 'Ocean Villa', description: expect.any(String) });
    expect(property.photos[0]).toBe(property.mainImage);
    expect(property.provider).toMatchObject({ id: providerA, applicationFeeUsd: 5000 });
  });

  it.for([
    ['an unknown id', '6f1c2b3a-4d5e-4f60-8a9b-0c1d2e3f4a5b'],
    ['a malformed id', 'not-a-uuid'],
  ] as const)('answers 404 Property Not Found for %s', async ([_, id], { visitor: client }) => {
    const response = await client.api.properties[':id'].$get({ param: { id } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'Property Not Found' } });
  });

  it('hides an unpublished listing from visitors', async ({
    db,
    visitor: client,
    providers: { providerA },
  }) => {
    const [draft] = await createProperties(db, [makeProperty(providerA, { published: false })]);
    const response = await client.api.properties[':id'].$get({ param: { id: draft?.id ?? '' } });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/realty-providers', () => {
  it('lists active providers with their fee', async ({
    db,
    visitor: client,
    providers: { providerA, providerB },
  }) => {
    await createProvider(db, { name: 'Zz Retired Realty', active: false });
    const response = await client.api['realty-providers'].$get();
    const { providers } = await response.json();
    expect(providers.map((provider) => provider.id).sort()).toEqual([providerA, providerB].sort());
    expect(providers[0]).toMatchObject({ applicationFeeUsd: 5000, applicationFeeNgn: 7_750_000 });
  });
});
