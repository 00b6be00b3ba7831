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
import { seedListings } from './bench-properties-seed';
import { decodeCursor, encodeCursor } from '../src/server/db/keyset-cursor';
import { publishedPropertiesQuery } from '../src/server/modules/real-estate';
import { withScratchDatabase } from './bench-database';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, runs: { type: 'string', default: '60' } },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
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
    await seedListings(db, ROWS);
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
