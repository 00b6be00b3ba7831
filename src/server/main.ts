import { serve } from '@hono/node-server';
import path from 'node:path';
import { createApp } from './app';
import { databaseConfig } from './db/client';
import { appFolder } from './db/data-dir-layout';
import { appUrl, mailOptions, paymentsConfig, readEnv, smsOptions } from './env';
import { hasClientBuild } from './http/static-client';
import { purgeExpiredHits } from './http/rate-limit.repo';
import { createLogger } from './logger';
import { seedSampleData } from './seed/seed-sample-data';
import { invitationKey, startCoverageSweep, startInvitationReminders } from './modules/orders';
import { startSearchAlerts, unsubscribeKey } from './modules/real-estate';
import { serveMetricsPort } from './observability/metrics-endpoint';
import { openRuntime } from './runtime';
import { startCoverNotices, startPremiumCardCharges } from './modules/funeral';
import { createPayments } from './modules/payments';

const SHUTDOWN_GRACE_MS = 10_000;
const RATE_LIMIT_PURGE_MS = 10 * 60_000;

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
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
  await seedSampleData(database.db, logger);
  if (!env.BETTER_AUTH_SECRET)
    logger.warn('BETTER_AUTH_SECRET is not set: using the secret stored in the database');

  const app = createApp({
    db: database.db,
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
  if (env.METRICS_PORT)
    serveMetricsPort(runtime.metrics, { port: env.METRICS_PORT, hostname: env.METRICS_HOST }, logger);
  if (!hasClientBuild(clientDir)) logger.warn(`No web build at ${clientDir}: serving the API only`);
  if (!env.TERMII_API_KEY)
    logger.info(`TERMII_API_KEY is not set: text messages are written to ${smsOptions(env).outboxDir}`);
  if (!env.SMTP_URL) logger.info(`SMTP_URL is not set: mail is written to ${mailOptions(env).outboxDir}`);
  // This server speaks plain HTTP, so an https APP_URL means a proxy in front of it (README, reverse proxy).
  if (url.startsWith('https://') && !env.TRUST_PROXY)
    logger.warn('APP_URL is https but TRUST_PROXY is not set: rate limits see the proxy, not the clients');

  const purge = setInterval(() => {
    purgeExpiredHits(database.db, new Date(Date.now() - RATE_LIMIT_PURGE_MS)).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not purge rate-limit counters'),
    );
  }, RATE_LIMIT_PURGE_MS);
  purge.unref();

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(`Diaspora Hub listening on http://localhost:${info.port} (${database.kind})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests`);
    clearInterval(purge);
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over: closing now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting connections and calls back once every in-flight request has finished.
    server.close(() => {
      // The workers finish the job in hand (a mail being sent); queued jobs wait in the database for the next
      // start or another instance.
      runtime
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'could not close the database');
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
