import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import type { PropertyPageView } from '../../../../domain/property/property';
import { createProperties, createProvider, makeProperty } from '../../../../testing/property-factories';
import { createTestClient } from '../../../../testing/test-client';

it('walks every page without repeats or gaps when many listings share one created_at', async ({
  testApp,
  db,
}) => {
  const provider = await createProvider(db);
  // 30 listings at exactly the same instant, 5 more a microsecond apart, and 5 older ones.
  const tie = new Date('2026-10-01T12:00:00.000Z');
  await createProperties(db, [
    ...Array.from({ length: 30 }, () => makeProperty(provider.id, { createdAt: tie })),
    ...Array.from({ length: 5 }, (_, i) =>
      makeProperty(provider.id, { createdAt: new Date(tie.getTime() - 1 - i) }),
    ),
  ]);
  // Sub-millisecond times that a JavaScript Date cannot hold must still page exactly.
  await db.execute(sql`insert into properties (provider_id, title, location, description, property_type, bedrooms, bathrooms,
       square_feet, price_usd, price_ngn, main_image, published, created_at)
     select ${provider.id}::uuid, 'Micro ' || n, 'Lagos', 'x', 'Villa', 1, 1, 100, 100, 100, '/x.svg', true,
       '2026-10-01T12:00:00.000Z'::timestamptz + (n || ' microseconds')::interval
     from generate_series(1, 5) as n`);

  const client = createTestClient(testApp);
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: Record<string, string> = cursor ? { limit: '7', cursor } : { limit: '7' };
    const response = await client.api.properties.$get({ query });
    expect(response.status).toBe(200);
    const page = (await response.json()) as PropertyPageView;
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);

  expect(seen).toHaveLength(40);
  expect(new Set(seen).size).toBe(40);
  expect(pages).toBe(6);
  const all = (await (
    await client.api.properties.$get({ query: { limit: '50' } })
  ).json()) as PropertyPageView;
  expect(seen).toEqual(all.items.map((item) => item.id));
});
