import { openDatabase, type Db } from '../src/server/db/client';
import { readEnv } from '../src/server/env';

/**
 * Runs a database benchmark on the scratch PostgreSQL database in DATABASE_URL, migrated first; closes it after,
 * whatever happens.
 */
export async function withScratchDatabase(run: (db: Db) => Promise<void>): Promise<void> {
  const url = readEnv().DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a scratch PostgreSQL database');
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    await run(database.db);
  } finally {
    await database.close();
  }
}
