import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../server/db/client';

interface FreshDatabase {
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

/**
 * A database no other test file touches: in-memory PGlite by default, or a new PostgreSQL database
 * created next to TEST_DATABASE_URL (and dropped afterwards) when that variable is set.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { config: { kind: 'pglite-memory' }, drop: async () => {} };

  const name = `dh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    // Without FORCE: our pool is closed by now, and FORCE would try to end an autovacuum worker that happens to be
    // in the database, which a role without pg_signal_backend may not do; a plain DROP waits for such workers to
    // leave. A connection still closing is waited out by retrying.
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`drop database if exists "${name}"`);
            return;
          } catch (error) {
            if (attempt >= 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
