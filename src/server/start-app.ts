import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app';
import { databaseConfig } from './db/client';
import { appFolder } from './db/data-dir-layout';
import { appUrl, mailOptions, paymentsConfig, photoStorageConfig, smsOptions, type Env } from './env';
import { hasClientBuild } from './http/static-client';
import { purgeExpiredHits } from './http/rate-limit.repo';
import { serveMetricsPort } from './observability/metrics-endpoint';
import { seedSampleData } from './seed/seed-sample-data';
import { invitationKey, startCoverageSweep, startInvitationReminders } from './modules/orders';
import { startSearchAlerts, unsubscribeKey } from './modules/real-estate';
import { startWebhookDeliveries, webhookSealKey } from './modules/partner-webhooks';
import type { PasswordHashing } from './auth/auth';
import { openRuntime, type Runtime } from './runtime';
import { startCoverNotices, startPremiumCardCharges } from './modules/funeral';
import { createPayments } from './modules/payments';
import { openPhotoStorage } from './storage/open-photo-storage';
import { describePhotoStorage } from './storage/photo-storage-config';
import { warnOfUnmovedFiles } from './storage/unmoved-files';

const RATE_LIMIT_PURGE_MS = 10 * 60_000;

export interface StartedApp {
  app: ReturnType<typeof createApp>;
  runtime: Runtime;
  /** Stops the app's timers and its metrics port; the runtime closes apart. */
  stop(): void;
}

/** What only the browser tests' server sets (e2e/server.ts, docs/decisions/085); production passes nothing. */
export interface StartOptions {
  /** A cheaper password hash than production's (decision 084); production's when not given. */
  passwordHashing?: PasswordHashing;
  /** Data to write once the database is open and seeded, before the app answers a request that reads it. */
  prepare?: (runtime: Runtime) => Promise<void>;
}

/**
 * Everything the app needs before it answers a request that reads the database: the database opened and
 * migrated, the job queue with its queues and workers, the sample data on a new install, and the app itself.
 * main.ts loads this file only once it listens (docs/decisions/075-fast-start.md), so the modules it pulls in are
 * loaded while the built pages are already being served.
 */
export async function startApp(env: Env, logger: Logger, options: StartOptions = {}): Promise<StartedApp> {
  const isProduction = env.NODE_ENV === 'production';
  const clientDir = path.resolve(env.CLIENT_DIR);
  const url = appUrl(env);

  const runtime = await openRuntime({
    database: databaseConfig(env),
    appUrl: url,
    trustedOrigins: env.TRUSTED_ORIGINS,
    authSecret: env.BETTER_AUTH_SECRET,
    secureCookies: isProduction && url.startsWith('https://'),
    trustProxy: env.TRUST_PROXY,
    mail: mailOptions(env),
    sms: smsOptions(env),
    scheduledWork: true,
    logger,
    passwordHashing: options.passwordHashing,
  });
  const { database, auth } = runtime;
  const mailOut = {
    mail: runtime.mail,
    sms: runtime.sms,
    appUrl: url,
    invitationKey: invitationKey(auth.options.secret),
  };
  await startCoverageSweep(runtime.jobs, { db: database.db, ...mailOut }, logger);
  await startInvitationReminders(runtime.jobs, { db: database.db, ...mailOut }, logger);
  const { bankTransfer } = paymentsConfig(env);
  // Premiums charged to saved cards: Paystack only (docs/decisions/066).
  const { paystack } = createPayments(paymentsConfig(env), url);
  await startCoverNotices(runtime.jobs, { db: database.db, ...mailOut, bankTransfer, paystack }, logger);
  if (paystack) {
    await startPremiumCardCharges(
      runtime.jobs,
      { db: database.db, ...mailOut, bankTransfer, paystack },
      logger,
    );
  }
  await startSearchAlerts(
    runtime.jobs,
    { db: database.db, ...mailOut, unsubscribeKey: unsubscribeKey(auth.options.secret) },
    logger,
    env.SEARCH_ALERTS_CRON,
  );
  await startWebhookDeliveries(
    { db: database.db, jobs: runtime.jobs, sealKey: webhookSealKey(auth.options.secret), isProduction },
    logger,
  );
  await seedSampleData(database.db, logger);
  await options.prepare?.(runtime);
  if (!env.BETTER_AUTH_SECRET)
    logger.warn('BETTER_AUTH_SECRET is not set: using the secret stored in the database');

  const storage = photoStorageConfig(env);
  const photoStorage = await openPhotoStorage(storage, database.db);
  logger.info(`uploaded files are kept in ${describePhotoStorage(storage)}`);
  await warnOfUnmovedFiles(storage, path.resolve(appFolder(env.DATA_DIR, 'uploads')), logger);

  const app = createApp({
    db: database.db,
    photoStorage,
    auth,
    logger,
    mail: runtime.mail,
    cardRefunds: runtime.cardRefunds,
    sms: runtime.sms,
    ping: database.ping,
    pendingMigrations: database.pendingMigrations,
    metrics: runtime.metrics,
    config: {
      isProduction,
      appUrl: url,
      uploadsDir: path.resolve(appFolder(env.DATA_DIR, 'uploads')),
      trustProxy: env.TRUST_PROXY,
      trustedOrigins: env.TRUSTED_ORIGINS,
      bodyLimitBytes: 1024 * 1024,
      authRateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
      payments: paymentsConfig(env),
      applicationFeeRefundRule: env.APPLICATION_FEE_REFUND_RULE,
      clientDir: hasClientBuild(clientDir) ? clientDir : undefined,
      metricsToken: env.METRICS_TOKEN,
    },
  });
  const metricsServer = env.METRICS_PORT
    ? serveMetricsPort(runtime.metrics, { port: env.METRICS_PORT, hostname: env.METRICS_HOST }, logger)
    : undefined;
  if (!env.TERMII_API_KEY)
    logger.info(`TERMII_API_KEY is not set: text messages are written to ${smsOptions(env).outboxDir}`);
  if (!env.SMTP_URL) logger.info(`SMTP_URL is not set: mail is written to ${mailOptions(env).outboxDir}`);

  const purge = setInterval(() => {
    purgeExpiredHits(database.db, new Date(Date.now() - RATE_LIMIT_PURGE_MS)).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not purge rate-limit counters'),
    );
  }, RATE_LIMIT_PURGE_MS);
  purge.unref();
  return {
    app,
    runtime,
    stop: () => {
      clearInterval(purge);
      metricsServer?.close();
    },
  };
}
