/**
 * The listings `npm run bench:properties` searches, written by PostgreSQL itself: one INSERT … SELECT over
 * generate_series with the table's secondary indexes dropped and built again afterwards, in one transaction (a
 * failure leaves the table as it was). A million rows take a few minutes where 2,000-row batches through the
 * driver, each updating every index and both trigram indexes' pending lists, took about 17. The rows are
 * random but the same every run (setseed), drawn as the batches drew them.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { properties, realtyProviders } from '../src/server/db/schema';

const AREAS = [
  'Lekki Phase 1, Lagos',
  'Ikoyi, Lagos',
  'Victoria Island, Lagos',
  'Yaba, Lagos',
  'Ikeja GRA, Lagos',
  'Surulere, Lagos',
  'Ajah, Lagos',
  'Magodo, Lagos',
  'Maitama, Abuja',
  'Wuse 2, Abuja',
  'Asokoro, Abuja',
  'Gwarinpa, Abuja',
  'Jabi, Abuja',
  'Katampe, Abuja',
  'Old GRA, Port Harcourt',
  'Trans Amadi, Port Harcourt',
  'Bodija, Ibadan',
  'Ring Road, Ibadan',
  'Independence Layout, Enugu',
  'Nassarawa GRA, Kano',
  'Marina, Calabar',
  'GRA, Benin City',
  'Rayfield, Jos',
  'Tanke, Ilorin',
  'Ikot Ekpene Road, Uyo',
  'Asaba, Delta',
];
const WORDS = [
  'Ocean',
  'Garden',
  'Palm',
  'Skyline',
  'Royal',
  'Lakeside',
  'Hillside',
  'Golden',
  'Emerald',
  'Harmony',
];
const TYPES = ['Villa', 'Apartment', 'Penthouse'];

/** A text[] literal of our own constants (no quotes in them), since drizzle spreads an array into parameters. */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/** One element of `array` drawn by the uniform number `r` (PostgreSQL arrays count from 1). */
const pick = (array: ReturnType<typeof textArray>, r: string) =>
  sql`(${array})[1 + floor(${sql.raw(r)} * cardinality(${array}))::int]`;

interface IndexRow {
  name: string;
  definition: string;
}

export async function seedListings(db: Db, rows: number): Promise<void> {
  const existing = await db.$count(properties);
  if (existing >= rows) return console.log(`${existing} listings already there; not adding more`);
  const providers = await db
    .insert(realtyProviders)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Bench Realty ${i + 1}`,
        description: 'Benchmark provider',
        logoUrl: '/api/media/sample/logo-1.svg',
        applicationFeeUsd: 5000,
        applicationFeeNgn: 7_750_000,
      })),
    )
    .returning({ id: realtyProviders.id });
  const providerIds = textArray(providers.map(({ id }) => id));
  const started = performance.now();
  await db.transaction(async (tx) => {
    // Every index but the primary key's (and any other a constraint owns): built once at the end, not per row.
    const listed = await tx.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = 'properties'
        and indexname not in (select conname from pg_constraint where conrelid = 'properties'::regclass)`);
    // The generic Db's execute is typed for either driver; on PostgreSQL its answer carries the rows.
    const indexes = (listed as unknown as { rows: IndexRow[] }).rows;
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${name}"`));
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`select setseed(0.42)`);
    // random() in a subquery's select list is drawn once per row; the outer select shapes the draws.
    await tx.execute(sql`
      insert into properties (provider_id, title, location, description, property_type, bedrooms, bathrooms,
        square_feet, price_usd, price_ngn, main_image, photos, published, created_at)
      select ${pick(providerIds, 'r.provider')}::uuid,
        ${pick(textArray(WORDS), 'r.word')} || ' ' || r.type || ' ' || floor(r.number * 1000)::int,
        ${pick(textArray(AREAS), 'r.area')}, 'Benchmark listing', r.type,
        1 + floor(r.bedrooms * 7)::int, 1 + floor(r.bathrooms * 6)::int, 500 + floor(r.feet * 6000)::int,
        r.usd * 100, r.usd * 1550 * 100, '/api/media/sample/villa-1-1.svg', '[]'::jsonb, r.published > 0.1,
        -- Two years of listings; about one in five shares its second with another.
        date_trunc('second', now()) - make_interval(secs => floor(r.age * 63000000))
      from (
        select ${pick(textArray(TYPES), 'random()')} as type, random() as provider, random() as word,
          random() as number, random() as area, random() as bedrooms, random() as bathrooms, random() as feet,
          round(20000 + random() ^ 3 * 1500000)::bigint as usd, random() as published, random() as age
        from generate_series(1, ${rows - existing})
      ) r`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
  await db.execute(sql`analyze properties`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`added ${rows - existing} listings in ${seconds} s (indexes built after)`);
}
