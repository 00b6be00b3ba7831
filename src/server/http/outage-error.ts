import { AppError } from './app-error';

/** Long enough for a pool to reconnect after a restart or fail-over, short enough not to lose the user. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The 503 a route answers while the database cannot be reached: "try again", not "something broke". Apart from
 * database-outage.ts, so the readiness gate answers it without loading the database's modules.
 */
export function databaseOutage(): AppError {
  return new AppError('unavailable', 'The service is briefly unavailable. Please try again in a moment.');
}
