import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sqlStateOf } from './sql-state';

const UNDEFINED_TABLE = '42P01';

/**
 * How many of the migrations shipped with this build the database has not run. Drizzle's migrator (both drivers)
 * runs each migration newer than the newest it recorded in `drizzle.__drizzle_migrations`, so that is what is
 * counted. A database that never migrated has every migration pending.
 */
export async function pendingMigrationCount(
  migrationsFolder: string,
  executeSql: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<number> {
  const shipped = shippedMigrations(migrationsFolder);
  let last: number;
  try {
    const { rows } = await executeSql(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    last = Number((rows[0] as { last: string | null } | undefined)?.last ?? 0);
  } catch (error) {
    if (sqlStateOf(error) !== UNDEFINED_TABLE) throw error;
    last = 0;
  }
  return shipped.filter((millis) => millis > last).length;
}

const shippedByFolder = new Map<string, number[]>();

/** The build's migrations' times, read from their folder once: they change only with a new build. */
function shippedMigrations(migrationsFolder: string): number[] {
  let shipped = shippedByFolder.get(migrationsFolder);
  if (!shipped) {
    shipped = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
    shippedByFolder.set(migrationsFolder, shipped);
  }
  return shipped;
}
