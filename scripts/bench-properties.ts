/**
 * Benchmark of the property list's queries at 100,000 listings, or 1,000,000 with --rows (DECISIONS 22,
 * docs/decisions/008; issue 31 asks p95 ≤ 25 ms at a million).
 *   DATABASE_URL=postgres://… npm run bench:properties [-- --rows 100000 --runs 60]
 * Point it at a scratch database: it migrates it and adds the listings (and leaves them there).
 * Runs the very queries GET /api/properties runs, prints p50/p95 per query and the plan of each.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PropertyFilterSchema, type PropertyFilterInput } from '../src/domain/property/property';
import type { Db } from '../src/server/db/client';
import { properties, realtyProviders } from '../src/server/db/schema';
import { decodeCursor, encodeCursor } from '../src/server/db/keyset-cursor';
import { publishedPropertiesQuery } from '../src/server/modules/real-estate';
import { withScratchDatabase } from './bench-database';
import { percentile, seededRandom } from './bench-stats';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, runs: { type: 'string', default: '60' } },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const BATCH = 2_000;

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
const TYPES = ['Villa', 'Apartment', 'Penthouse'] as const;

async function seed(db: Db) {
  const existing = await db.$count(properties);
  if (existing >= ROWS) return console.log(`${existing} listings already there; not adding more`);
  const next = seededRandom(42);
  const providerRows = await db
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
  const now = Date.now();
  const started = performance.now();
  for (let done = existing; done < ROWS; done += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, ROWS - done) }, () => {
      const type = TYPES[Math.floor(next() * 3)] ?? 'Villa';
      const usd = Math.round(20_000 + next() ** 3 * 1_500_000);
      return {
        providerId: providerRows[Math.floor(next() * providerRows.length)]?.id ?? '',
        title: `${WORDS[Math.floor(next() * WORDS.length)]} ${type} ${Math.floor(next() * 1000)}`,
        location: AREAS[Math.floor(next() * AREAS.length)] ?? 'Lagos',
        description: 'Benchmark listing',
        propertyType: type,
        bedrooms: 1 + Math.floor(next() * 7),
        bathrooms: 1 + Math.floor(next() * 6),
        squareFeet: 500 + Math.floor(next() * 6000),
        priceUsd: usd * 100,
        priceNgn: usd * 1550 * 100,
        mainImage: '/api/media/sample/villa-1-1.svg',
        photos: [],
        published: next() > 0.1,
        // Two years of listings; about one in five shares its second with another.
        createdAt: new Date(now - Math.floor(next() * 63_000_000) * 1000),
      };
    });
    await db.insert(properties).values(batch);
  }
  console.log(`added ${ROWS - existing} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze properties`);
}

async function bench(db: Db, name: string, input: PropertyFilterInput) {
  const filter = PropertyFilterSchema.parse(input);
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  const query = () => publishedPropertiesQuery(db, filter, after, filter.limit + 1);
  for (let i = 0; i < 5; i++) await query(); // warm up
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    rows = (await query()).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const { sql: text, params } = query().toSQL();
  const plan = await db.execute(
    sql.raw(`explain (analyze, costs off, timing off, summary off) ${inline(text, params)}`),
  );
  const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map(
    (row) => Object.values(row)[0],
  );
  console.log(
    `\n${name.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(2)} ms  p95 ${percentile(times, 0.95).toFixed(2)} ms  (${rows} rows)`,
  );
  for (const line of lines) console.log(`    ${line}`);
}

/** EXPLAIN takes no parameters through drizzle's execute: inline them as quoted literals (our own values). */
function inline(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

async function main() {
  await withScratchDatabase(async (db) => {
    await seed(db);
    const [provider] = await db.select({ id: realtyProviders.id }).from(realtyProviders).limit(1);
    const deep = await db.execute(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from properties
          where published order by created_at desc, id desc offset 50000 limit 1`,
    );
    const [row] = (deep as unknown as { rows: { at: string; id: string }[] }).rows;
    const cursor = row ? encodeCursor({ createdAt: row.at, id: row.id }) : undefined;
    console.log(
      `PostgreSQL, ${await db.$count(properties)} listings, ${RUNS} runs per query, page of 12 (+1)`,
    );

    await bench(db, 'no filter (first page)', {});
    await bench(db, 'search "lekki" (location)', { search: 'lekki' });
    await bench(db, 'search "emerald penthouse" (title)', { search: 'emerald penthouse' });
    // A phrase few listings hold, made of words most hold: every trigram's long posting list is read.
    await bench(db, 'search a rare phrase "emerald penthouse 99"', { search: 'emerald penthouse 99' });
    await bench(db, 'search with no match "zzqx"', { search: 'zzqx' });
    await bench(db, 'type Villa + bedrooms 5+', { type: 'Villa', bedrooms: '5' });
    await bench(db, 'price $900,000-$1,000,000', { minPrice: '900000', maxPrice: '1000000' });
    await bench(db, 'provider', { provider: provider?.id });
    await bench(db, 'all filters combined', {
      search: 'abuja',
      type: 'Penthouse',
      bedrooms: '3',
      maxPrice: '500000',
    });
    await bench(db, 'deep cursor page (after 50,000)', { cursor });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
