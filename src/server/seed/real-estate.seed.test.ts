import { expect } from 'vitest';
import { it } from '../../testing/api-test';
import { count, eq } from 'drizzle-orm';
import { createTestClient } from '../../testing/test-client';
import { properties, realtyProviders } from '../db/schema';
import { isTownOf } from '../../domain/property/nigerian-locations';
import { seedRealEstate } from './real-estate.seed';

it('seeds two sample providers and about two dozen published listings with our own photos', async ({
  testApp,
  db,
}) => {
  await db.transaction((tx) => seedRealEstate(tx));
  const providers = await db.select().from(realtyProviders);
  expect(providers).toHaveLength(2);
  for (const provider of providers) expect(provider.description).toMatch(/^Sample provider/);
  const [published] = await db.select({ n: count() }).from(properties).where(eq(properties.published, true));
  expect(published?.n).toBeGreaterThanOrEqual(20);
  expect(published?.n).toBeLessThanOrEqual(30);
  const places = await db.select({ state: properties.state, town: properties.town }).from(properties);
  for (const { state, town } of places) expect(isTownOf(state ?? undefined, town ?? '')).toBe(true);
  expect(new Set(places.map((place) => place.state)).size).toBeGreaterThanOrEqual(5);

  const client = createTestClient(testApp);
  const { items } = await (await client.api.properties.$get({ query: { limit: '50' } })).json();
  for (const city of ['Lagos', 'Abuja', 'Port Harcourt']) {
    expect(items.some((item) => item.location.endsWith(city))).toBe(true);
  }
  const detail = await (
    await client.api.properties[':id'].$get({ param: { id: items[0]?.id ?? '' } })
  ).json();
  expect(detail.property.photos.length).toBeGreaterThanOrEqual(3);

  for (const url of [...detail.property.photos, providers[0]?.logoUrl ?? '']) {
    const image = await client.fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await image.text()).toMatch(/^<svg /);
  }
});

it('answers 404 for a sample image name that is not one', async ({ visitor: client }) => {
  expect((await client.fetch('/api/media/sample/villa-1-9.svg')).status).toBe(404);
  expect((await client.fetch('/api/media/sample/..%2Fsecret.svg')).status).toBe(404);
});
