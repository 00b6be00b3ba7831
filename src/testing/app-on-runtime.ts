import type { Logger } from 'pino';
import { createApp, type AppDeps } from '../server/app';
import type { Db } from '../server/db/client';
import type { Runtime } from '../server/runtime';
import type { PhotoStorage } from '../server/storage/photo-storage';

type AppConfig = AppDeps['config'];
type Defaulted = 'isProduction' | 'trustedOrigins' | 'authRateLimit';

/**
 * The app on an opened runtime, as the API tests and the benchmarks run it: not in production, no origins beyond
 * the app's own, the usual sign-in rate limit. `db` replaces the runtime's (a benchmark that records statements);
 * `photoStorage` is the files' store (local files in `config.uploadsDir` when absent).
 */
export function appOnRuntime(
  runtime: Runtime,
  logger: Logger,
  config: Omit<AppConfig, Defaulted> & Partial<Pick<AppConfig, Defaulted>>,
  db: Db = runtime.database.db,
  photoStorage?: PhotoStorage,
) {
  return createApp({
    db,
    photoStorage,
    auth: runtime.auth,
    logger,
    mail: runtime.mail,
    cardRefunds: runtime.cardRefunds,
    sms: runtime.sms,
    ping: runtime.database.ping,
    pendingMigrations: runtime.database.pendingMigrations,
    metrics: runtime.metrics,
    config: {
      isProduction: false,
      trustedOrigins: [],
      authRateLimit: { max: 10, windowMs: 60_000 },
      ...config,
    },
  });
}
