import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from './app-error';
import { databaseOutage } from './outage-error';

export { databaseOutage, RETRY_AFTER_SECONDS } from './outage-error';

/** An error for the client: the AppError itself, a 503 for an outage, undefined for a bug. */
export function knownError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  return isDatabaseUnavailable(error) ? databaseOutage() : undefined;
}

/**
 * better-auth catches a failed query and answers its own 500, without the error. A 500 while the database
 * does not answer a ping either is taken for the outage it most likely was.
 */
export async function throwIfDatabaseDown(db: Db): Promise<void> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseOutage();
  }
}
