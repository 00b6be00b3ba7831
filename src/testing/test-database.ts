import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../server/db/client';
import { copyTemplateIfNew } from '../server/db/pglite-template';
import { databaseUrl, onServer } from './database-template';

interface FreshDatabase {
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

/**
 * A database no other test file touches, already migrated: a copy of this run's template (api-global-setup.ts),
 * in a PGlite data directory of its own by default, or a new PostgreSQL database made from the template database
 * next to TEST_DATABASE_URL when that variable is set. Dropped afterwards.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const root = await mkdtemp(path.join(tmpdir(), 'dh-test-db-'));
    const dataDir = path.join(root, 'data');
    copyTemplateIfNew(dataDir, template.dataDir);
    return { config: { kind: 'pglite', dataDir }, drop: () => rm(root, { recursive: true, force: true }) };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL template needs TEST_DATABASE_URL');
  const name = `dh_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}" template "${template.name}"`);
  return {
    config: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
    // Without FORCE: our pool is closed by now, and FORCE would try to end an autovacuum worker that happens to be
    // in the database, which a role without pg_signal_backend may not do; a plain DROP waits for such workers to
    // leave. A connection still closing is waited out by retrying.
    drop: async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await onServer(serverUrl, `drop database if exists "${name}"`);
          return;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
      }
    },
  };
}
