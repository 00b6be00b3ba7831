/**
 * What SQL does the app run for each benchmark URL? The real app, in-process on the benchmark's database, with a
 * Drizzle that records every statement: the bare server then runs exactly those, with the same parameters.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { PROPERTY_PAGE_SIZE } from '../../src/domain/property/property';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { seedSampleData } from '../../src/server/seed/seed-sample-data';
import { paymentsConfig, readEnv } from '../../src/server/env';
import { openRuntime } from '../../src/server/runtime';
import { appOnRuntime } from '../../src/testing/app-on-runtime';
import type { BareEndpoint, Statement } from './bare-server';
import type { BareView } from './bare-views';

const APP_URL = 'http://127.0.0.1';

/** Migrates and seeds the database (as main.ts does on start) and records each endpoint's statements. */
export async function captureEndpoints(databaseUrl: string): Promise<BareEndpoint[]> {
  const logger = pino({ level: 'silent' });
  const runtime = await openRuntime({
    database: { kind: 'postgres', url: databaseUrl },
    appUrl: APP_URL,
    trustedOrigins: [],
    secureCookies: false,
    trustProxy: false,
    mail: {
      outboxDir: await mkdtemp(path.join(tmpdir(), 'dh-bench-outbox-')),
      from: 'bench <b@example.com>',
    },
    logger,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await seedSampleData(runtime.database.db, logger);
    let recorded: Statement[] = [];
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (text, params) => recorded.push({ text, params }) },
    }) as unknown as Db;
    const app = appOnRuntime(
      runtime,
      logger,
      {
        appUrl: APP_URL,
        uploadsDir: tmpdir(),
        trustProxy: false,
        bodyLimitBytes: 1024 * 1024,
        payments: paymentsConfig(readEnv()),
      },
      db,
    );
    const record = async (url: string, view: BareView): Promise<BareEndpoint> => {
      recorded = [];
      const response = await app.request(url);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return { url, statements: recorded, view, pageSize: PROPERTY_PAGE_SIZE };
    };
    const list = await record('/api/properties', 'propertyPage');
    const plans = await record('/api/funeral-plans', 'plans');
    const [property] = (await pool.query<{ id: string }>('select id from properties where published limit 1'))
      .rows;
    const [plan] = (await pool.query<{ id: string }>('select id from funeral_plans where active limit 1'))
      .rows;
    if (!property || !plan) throw new Error('the sample data has no published listing or active plan');
    return [
      list,
      await record(`/api/properties/${property.id}`, 'property'),
      await record('/api/properties/featured', 'featured'),
      await record('/api/realty-providers', 'providers'),
      plans,
      await record(`/api/funeral-plans/${plan.id}`, 'plan'),
    ];
  } finally {
    await pool.end();
    await runtime.close();
  }
}
