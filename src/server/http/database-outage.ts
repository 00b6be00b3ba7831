import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from './app-error';

/** Long enough for a pool to reconnect after a restart or fail-over, short enough not to lose the user. */
export const RETRY_AFTER_SECONDS = 5;

/** The 503 a route answers while the database cannot be reached: "try again", not "something broke". */
export function databaseOutage(): AppError {
  return new AppError('unavailable', 'The service is briefly unavailable. Please try again in a moment.');
}

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
