/**
 * Benchmark of the hospital finder's search (issue 15, point 1; docs/decisions/040-hospital-finder.md).
 *   DATABASE_URL=postgres://… npm run bench:hospitals [-- --extra 20000 --queries 400]
 * Point it at a scratch database: it migrates it, writes the catalogue's hospitals as start-up does, and adds
 * `--extra` invented hospitals (left there; the next start-up's copy removes them) so the indexes have rows to
 * serve. Runs the query GET /api/hospitals runs, over a mix of searches, and prints p50/p95 per kind and overall.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { HOSPITAL_TIERS, HospitalSearchSchema } from '../src/domain/catalogue/hospitals';
import { NIGERIAN_STATES, townsOf } from '../src/domain/property/nigerian-locations';
import type { Db } from '../src/server/db/client';
import { hospitalPlans, hospitals } from '../src/server/db/schema';
import { syncHospitalDirectory, searchHospitals } from '../src/server/modules/hospitals';
import { withScratchDatabase } from './bench-database';
import { percentile, seededRandom } from './bench-stats';

const { values: args } = parseArgs({
  options: { extra: { type: 'string', default: '20000' }, queries: { type: 'string', default: '400' } },
});
const EXTRA = Number(args.extra);
const QUERIES = Number(args.queries);
const BATCH = 2_000;

const next = seededRandom(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const WORDS = ['Crown', 'Palm', 'Unity', 'Grace', 'Harbour', 'Cedar', 'Royal', 'Hope', 'Summit', 'Riverside'];
const KINDS = ['Hospital', 'Clinic', 'Medical Centre', 'Specialist Hospital', 'Family Clinic'];
const PLANS = ['homereach-tulip', 'homereach-hazel', 'super', 'zenith', 'cadillac', 'classic'];

async function addInventedHospitals(db: Db) {
  for (let done = 0; done < EXTRA; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, EXTRA - done) }, (_, i) => {
      const state = pick(NIGERIAN_STATES);
      const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(KINDS)} ${done + i}`;
      return {
        id: `bench-${done + i}`,
        name,
        location: state,
        state,
        town: pick(townsOf(state)),
        country: 'Nigeria',
        serviceType: null,
        sample: true,
      };
    });
    await db.insert(hospitals).values(rows);
    await db.insert(hospitalPlans).values(
      rows.flatMap((row) =>
        [...new Set([pick(PLANS), pick(PLANS)])].map((planId, position) => ({
          hospitalId: row.id,
          planId,
          planName: planId,
          tier: pick(HOSPITAL_TIERS.slice(0, 4)),
          position,
        })),
      ),
    );
  }
  await db.execute(sql`analyze hospitals`);
  await db.execute(sql`analyze hospital_plans`);
}

/** The mix a visitor sends: a name part, a state, a state and town, a tier, and these combined. */
function makeQuery(): [kind: string, query: Record<string, string>] {
  const state = pick(NIGERIAN_STATES);
  switch (Math.floor(next() * 6)) {
    case 0:
      return ['name part', { name: pick(['crown', 'clinic', 'specialist', 'harbour palm', 'zzqx', 'hope']) }];
    case 1:
      return ['state', { state }];
    case 2:
      return ['state + town', { state, town: pick(townsOf(state)) }];
    case 3:
      return ['tier', { tier: pick(HOSPITAL_TIERS) }];
    case 4:
      return ['name + state + tier', { name: pick(WORDS).toLowerCase(), state, tier: pick(HOSPITAL_TIERS) }];
    default:
      return ['state + town + tier', { state, town: pick(townsOf(state)), tier: 'Tier 2' }];
  }
}

async function main() {
  await withScratchDatabase(async (db) => {
    await syncHospitalDirectory(db);
    await addInventedHospitals(db);
    const total = await db.$count(hospitals);
    for (let i = 0; i < 20; i++) await searchHospitals(db, HospitalSearchSchema.parse(makeQuery()[1])); // warm up
    const times = new Map<string, number[]>();
    let rows = 0;
    for (let i = 0; i < QUERIES; i++) {
      const [kind, query] = makeQuery();
      const search = HospitalSearchSchema.parse(query);
      const started = performance.now();
      rows += (await searchHospitals(db, search)).hospitals.length;
      const took = performance.now() - started;
      for (const key of [kind, 'all']) times.set(key, [...(times.get(key) ?? []), took]);
    }
    console.log(
      `PostgreSQL, ${total} hospitals, ${QUERIES} searches (${(rows / QUERIES).toFixed(0)} rows on average)\n`,
    );
    console.log('| Search | Queries | p50 ms | p95 ms |');
    console.log('|---|---:|---:|---:|');
    for (const [kind, list] of [...times].sort(([a], [b]) =>
      a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b),
    )) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `| ${kind} | ${list.length} | ${percentile(sorted, 0.5).toFixed(2)} | ${percentile(sorted, 0.95).toFixed(2)} |`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
