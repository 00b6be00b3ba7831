import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { AppDeps, createApp } from '../server/app';
import type { PasswordHashing } from '../server/auth/auth';
import type { Database, DatabaseConfig } from '../server/db/client';
import type { PhotoStorage } from '../server/storage/photo-storage';
import { openRuntime, type Runtime, type SmsOptions } from '../server/runtime';
import { appOnRuntime } from './app-on-runtime';
import { quickPasswordHashing } from './quick-password-hashing';
import { freshDatabase } from './test-database';
import { defaultTestPhotoStorage, type TestPhotoStorage } from './test-photo-storage';
import { testPaymentsConfig } from './test-payments';

export const TEST_ORIGIN = 'http://localhost:3000';

const runtimes = new WeakMap<object, Runtime>();

/**
 * The runtime a test client's app runs on: for helpers that play a person outside the app (the relative reading
 * her SMS, docs/decisions/049) while taking only the client, as the tests hand it around.
 */
export function runtimeOfApp(app: object): Runtime {
  const runtime = runtimes.get(app);
  if (!runtime) throw new Error('not a test app');
  return runtime;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  runtime: Runtime;
  /** Where this app's mail lands as .eml files (see outbox.ts). */
  outboxDir: string;
  /** The local uploads folder (this app's DATA_DIR/uploads): where its photos are kept on PGlite. */
  uploadsDir: string;
  /** Where this app keeps photos and title documents: see test-photo-storage.ts. */
  photoStorage: PhotoStorage;
  /** The keys its store holds, sorted. */
  storedKeys(): Promise<string[]>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Secure (`__Secure-`) cookies, as in production behind HTTPS. */
  secureCookies?: boolean;
  logger?: Logger;
  /** Text messages through Termii (its local stub) rather than the outbox folder (docs/decisions/049). */
  sms?: SmsOptions;
  /** Reaches the fresh database another way (e.g. through a proxy that can cut the connection). */
  databaseConfig?: (fresh: DatabaseConfig) => DatabaseConfig;
  /** Another file store than production's for this database (an object store: the S3 stub). */
  photoStorage?: (database: Database, uploadsDir: string) => TestPhotoStorage;
  /**
   * How passwords are hashed: createTestApp's apps use the quick hash (quick-password-hashing.ts, decision 084);
   * an app on a caller's database (testAppOn) keeps production's unless given, since a server may open it later.
   */
  passwordHashing?: PasswordHashing;
}

/**
 * The real app, in-process, on a fresh migrated database and an empty mail outbox of its own. The app's URL,
 * trusted origins and proxy setting in `config` reach better-auth too, as in main.ts. API tests get it through the
 * fixture in api-test.ts, which also empties it before each test; call this only for an app that fixture cannot give.
 */
export async function createTestApp(
  config: Partial<AppDeps['config']> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const fresh = await freshDatabase();
  const testApp = await testAppOn(options.databaseConfig?.(fresh.config) ?? fresh.config, config, {
    passwordHashing: quickPasswordHashing,
    ...options,
  });
  return {
    ...testApp,
    close: async () => {
      await testApp.close();
      await fresh.drop();
    },
  };
}

/**
 * The same app on a database of the caller's, which it migrates and leaves in place: for a script outside vitest
 * that makes data through the app before its server starts on that data (scripts/bench-pages/page-data.ts).
 */
export async function testAppOn(
  database: DatabaseConfig,
  config: Partial<AppDeps['config']> = {},
  options: Omit<TestAppOptions, 'databaseConfig'> = {},
): Promise<TestApp> {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'dh-outbox-'));
  const logger = options.logger ?? pino({ level: 'silent' });
  const appUrl = config.appUrl ?? TEST_ORIGIN;
  // Lets each test client present its own address, so rate limits apply per client as in production.
  const trustProxy = config.trustProxy ?? true;
  const trustedOrigins = config.trustedOrigins ?? [];
  const runtime = await openRuntime({
    database,
    appUrl,
    trustedOrigins,
    secureCookies: options.secureCookies ?? false,
    trustProxy,
    mail: { outboxDir, from: 'Diaspora Hub <no-reply@diasporahub.test>' },
    sms: options.sms,
    // A failed send is retried within a second, so a test can watch it recover.
    mailRetries: { delaySeconds: 1, backoff: false, limit: 5 },
    logger,
    passwordHashing: options.passwordHashing,
  });
  // A folder of the caller's (a data directory being backed up) is theirs to remove; one made here is removed here.
  const ownsUploadsDir = !config.uploadsDir;
  const uploadsDir = config.uploadsDir ?? (await mkdtemp(path.join(tmpdir(), 'dh-uploads-')));
  const files = (options.photoStorage ?? defaultTestPhotoStorage)(runtime.database, uploadsDir);
  const app = appOnRuntime(
    runtime,
    logger,
    {
      appUrl,
      uploadsDir,
      trustProxy,
      trustedOrigins,
      bodyLimitBytes: 64 * 1024,
      payments: testPaymentsConfig(),
      ...config,
    },
    runtime.database.db,
    files.storage,
  );
  runtimes.set(app, runtime);
  return {
    app,
    runtime,
    outboxDir,
    uploadsDir,
    photoStorage: files.storage,
    storedKeys: files.storedKeys,
    close: async () => {
      await runtime.close();
      await rm(outboxDir, { recursive: true, force: true });
      if (ownsUploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
