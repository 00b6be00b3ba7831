import pino from 'pino';
import { createApp, type AppDeps } from '../server/app';
import { openRuntime, type Runtime } from '../server/runtime';
import { freshDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  runtime: Runtime;
  close: () => Promise<void>;
}

/** The real app, in-process, on a fresh migrated database of its own. */
export async function createTestApp(config: Partial<AppDeps['config']> = {}): Promise<TestApp> {
  const fresh = await freshDatabase();
  const runtime = await openRuntime({
    database: fresh.config,
    appUrl: TEST_ORIGIN,
    trustedOrigins: [],
    secureCookies: false,
    // Lets each test client present its own address, so rate limits apply per client as in production.
    trustProxy: true,
  });
  const app = createApp({
    db: runtime.database.db,
    auth: runtime.auth,
    logger: pino({ level: 'silent' }),
    ping: runtime.database.ping,
    config: {
      isProduction: false,
      trustProxy: true,
      trustedOrigins: [],
      bodyLimitBytes: 64 * 1024,
      authRateLimit: { max: 10, windowMs: 60_000 },
      ...config,
    },
  });
  return {
    app,
    runtime,
    close: async () => {
      await runtime.database.close();
      await fresh.drop();
    },
  };
}
