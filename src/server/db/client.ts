import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { copyTemplateIfNew } from './pglite-template';
import { pendingMigrationCount } from './migration-state';
import type { PoolStats } from '../observability/metrics';

export type Schema = typeof schema;
/** One type for both drivers, so no code depends on which database it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** How many of this build's migrations the database has not run: the readiness check waits for none. */
  pendingMigrations(): Promise<number>;
  ping(): Promise<void>;
  /** The connection pool's size now, for the metrics; PostgreSQL only. */
  poolStats?(): PoolStats;
  /**
   * Plain SQL on the driver itself, for the job queue (pg-boss): `$1`-style values, or several statements when
   * there are none (its maintenance runs BEGIN … COMMIT as one text, which PGlite takes only through `exec`).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Beside the migrations it was made from; only the server bundle's folder has one (scripts/build-server.ts).
const pgliteTemplate = fileURLToPath(new URL('./pglite-template', import.meta.url));
// Several instances may start together against one PostgreSQL: only one migrates at a time.
const MIGRATION_LOCK_ID = 727_001;
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  const release = config.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  try {
    if (config.kind === 'pglite') copyTemplateIfNew(config.dataDir, pgliteTemplate);
    // pg_trgm serves the property search's trigram indexes (migration 0003, docs/decisions/008).
    const extensions = { pg_trgm };
    const client = await PGlite.create(
      config.kind === 'pglite' ? { dataDir: config.dataDir, extensions } : { extensions },
    );
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    let closed = false;
    const executeSql: Database['executeSql'] = async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    };
    return {
      db,
      kind: 'pglite',
      executeSql,
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      pendingMigrations: () => {
        if (closed) return Promise.reject(new Error('database closed'));
        return pendingMigrationCount(migrationsFolder, executeSql);
      },
      ping: async () => {
        if (closed) throw new Error('database closed');
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  // Without a connect timeout, requests hang for as long as the kernel keeps trying an unreachable server;
  // with it they fail fast and answer 503 (http/database-outage.ts). Keep-alive lets the kernel notice a server
  // that vanished without closing its connections.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process; the pool drops it and the next
  // query opens a new one, so the app heals by itself when the database comes back.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      // node-postgres answers a text of several statements with one result each; the last is the answer.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    pendingMigrations: () => pendingMigrationCount(migrationsFolder, (text) => pool.query(text)),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function databaseConfig(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
}
