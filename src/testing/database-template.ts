import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseConfig } from '../server/db/client';

/**
 * Where the migrated template of this test run lives: a PGlite data directory, or the name of a PostgreSQL
 * database beside TEST_DATABASE_URL. Made once per run by the API project's global setup (api-global-setup.ts).
 */
export type DatabaseTemplate = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; name: string };

/** The same server as `serverUrl`, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the server's maintenance connection (CREATE and DROP DATABASE cannot run in a pool's). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function migrated(config: DatabaseConfig): Promise<void> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * Makes the migrated template that every test file's database starts as a copy of, and answers how to remove it.
 * PGlite's initdb and the migrations take several seconds each time; copying their result takes a fraction.
 */
export async function makeDatabaseTemplate(
  serverUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  if (!serverUrl) {
    const root = await mkdtemp(path.join(tmpdir(), 'dh-test-template-'));
    const dataDir = path.join(root, 'data');
    await migrated({ kind: 'pglite', dataDir });
    return {
      template: { kind: 'pglite', dataDir },
      remove: () => rm(root, { recursive: true, force: true }),
    };
  }
  const name = `dh_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  await migrated({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  // CREATE DATABASE … TEMPLATE refuses a template someone is connected to; nothing needs to connect to this one.
  await onServer(serverUrl, `alter database "${name}" allow_connections false`);
  return {
    template: { kind: 'postgres', name },
    remove: () => onServer(serverUrl, `drop database if exists "${name}"`),
  };
}
