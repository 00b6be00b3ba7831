import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type AppDeps } from '../server/app';
import { openRuntime, type Runtime } from '../server/runtime';
import { freshDatabase } from './test-database';
import { testPaymentsConfig } from './test-payments';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  runtime: Runtime;
  /** Where this app's mail lands as .eml files (see outbox.ts). */
  outboxDir: string;
  /** Where this app keeps uploaded photos. */
  uploadsDir: string;
  close: () => Promise<void>;
}

/** The real app, in-process, on a fresh migrated database and an empty mail outbox of its own. */
export async function createTestApp(config: Partial<AppDeps['config']> = {}): Promise<TestApp> {
  const fresh = await freshDatabase();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'dh-outbox-'));
  const logger = pino({ level: 'silent' });
  const runtime = await openRuntime({
    database: fresh.config,
    appUrl: TEST_ORIGIN,
    trustedOrigins: [],
    secureCookies: false,
    // Lets each test client present its own address, so rate limits apply per client as in production.
    trustProxy: true,
    mail: { outboxDir, from: 'Diaspora Hub <no-reply@diasporahub.test>' },
    logger,
  });
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'dh-uploads-'));
  const app = createApp({
    db: runtime.database.db,
    auth: runtime.auth,
    logger,
    mailer: runtime.mailer,
    ping: runtime.database.ping,
    config: {
      isProduction: false,
      appUrl: TEST_ORIGIN,
      uploadsDir,
      trustProxy: true,
      trustedOrigins: [],
      bodyLimitBytes: 64 * 1024,
      authRateLimit: { max: 10, windowMs: 60_000 },
      payments: testPaymentsConfig(),
      ...config,
    },
  });
  return {
    app,
    runtime,
    outboxDir,
    uploadsDir,
    close: async () => {
      await runtime.mailer.idle();
      await runtime.database.close();
      await fresh.drop();
      await rm(outboxDir, { recursive: true, force: true });
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
