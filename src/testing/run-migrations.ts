import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../server/db/migrations', import.meta.url));

/**
 * Runs the migrations numbered [from, to) one statement at a time, as the migrator does: a test writes rows as
 * they were before a migration, then checks what the migration made of them.
 */
export async function runMigrations(client: PGlite, from: number, to: number) {
  for (const migration of readMigrationFiles({ migrationsFolder }).slice(from, to))
    for (const statement of migration.sql) await client.exec(statement);
}
