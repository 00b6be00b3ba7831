import path from 'node:path';
import type { Logger } from 'pino';
import { createAuth, type Auth, type PasswordHashing } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { openDatabase, type Database, type DatabaseConfig } from './db/client';
import { configuredOrigins, trustedOriginsFor } from './http/origin-check';
import { openJobQueue, type JobQueue } from './jobs/job-queue';
import { createMetrics, type Metrics } from './observability/metrics';
import { syncHospitalDirectory } from './modules/hospitals';
import { openCardRefundQueue, type CardRefundQueue } from './modules/payments';
import { createWebhookQueue } from './modules/partner-webhooks';
import { startMailDelivery, type MailDelivery, type MailRetries } from './mail/mail-queue';
import { createMailer, type Mailer, type MailerOptions } from './mail/mailer';
import { outboxSmsProvider, termiiProvider, type TermiiConfig } from './sms/sms-provider';
import { startSmsDelivery, type SmsDelivery } from './sms/sms-queue';

export interface SmsOptions {
  termii: TermiiConfig | null;
  outboxDir: string;
}

export interface RuntimeOptions {
  database: DatabaseConfig;
  appUrl: string;
  trustedOrigins: string[];
  authSecret?: string;
  secureCookies: boolean;
  trustProxy: boolean;
  mail: MailerOptions;
  /** Termii when configured, else the outbox folder (docs/decisions/049); by default `<mail outbox>/sms`. */
  sms?: SmsOptions;
  /** How failed sends are retried; production's by default (tests retry within a second). */
  mailRetries?: MailRetries;
  /** Keeps pg-boss's cron clock, which sends scheduled jobs (the server; not the CLI or the API tests). */
  scheduledWork?: boolean;
  logger: Logger;
  /** Where the workers count their messages and the app its requests; a new registry unless given. */
  metrics?: Metrics;
  /** A cheaper password hash, for the API tests only (decision 084); production's when not given. */
  passwordHashing?: PasswordHashing;
}

export interface Runtime {
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** Durable background work (pg-boss) on the same database. */
  jobs: JobQueue;
  /** Mail goes through the job queue: enqueued with the change it announces, sent by a worker. */
  mail: MailDelivery;
  /** Card refunds to send to the provider (docs/decisions/052); the app starts their worker. */
  cardRefunds: CardRefundQueue;
  /** Text messages, queued like mail (docs/decisions/049). */
  sms: SmsDelivery;
  /** Where text messages are written when Termii is not configured. */
  smsOutboxDir: string;
  /** The app's metrics, served at /metrics (docs/decisions/072-metrics-and-health.md). */
  metrics: Metrics;
  /** Stops the workers (a job in hand finishes), waits for sends in flight, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, starts the job queue and its mail worker, and builds the auth instance on
 * them: what the server, CLI and tests share.
 */
export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const database = await openDatabase(options.database);
  try {
    await database.migrate();
    // The hospital finder's tables are a copy of the catalogue in code (docs/decisions/040-hospital-finder.md).
    await syncHospitalDirectory(database.db);
    const origins = configuredOrigins(options.appUrl, options.trustedOrigins);
    const mailer = createMailer(options.mail);
    const metrics = options.metrics ?? createMetrics();
    if (database.poolStats) metrics.observePool(database.poolStats);
    const jobs = await openJobQueue(database, options.logger, { schedule: options.scheduledWork, metrics });
    const mail = await startMailDelivery(jobs, mailer, options.logger, options.mailRetries);
    const cardRefunds = await openCardRefundQueue(jobs, options.logger);
    // Partners' webhook events are queued by whichever module makes the change, before any worker may run.
    await createWebhookQueue(jobs);
    const smsOptions = options.sms ?? { termii: null, outboxDir: path.join(options.mail.outboxDir, 'sms') };
    const smsProvider = smsOptions.termii
      ? termiiProvider(smsOptions.termii)
      : outboxSmsProvider(smsOptions.outboxDir);
    const sms = await startSmsDelivery(jobs, smsProvider, options.logger, options.mailRetries);
    const auth = createAuth({
      db: database.db,
      secret: await resolveAuthSecret(database.db, options.authSecret),
      baseURL: options.appUrl,
      trustedOrigins: (request) => trustedOriginsFor(origins, request),
      secureCookies: options.secureCookies,
      ipAddressHeaders: options.trustProxy ? ['x-forwarded-for'] : [],
      mail,
      logger: options.logger,
      passwordHashing: options.passwordHashing,
    });
    const close = async () => {
      await mail.idle();
      await jobs
        .stop()
        .catch((error: unknown) => options.logger.warn({ err: error }, 'job queue: stop failed'));
      await mailer.idle();
      await database.close();
    };
    return {
      database,
      auth,
      mailer,
      jobs,
      mail,
      cardRefunds,
      sms,
      smsOutboxDir: smsOptions.outboxDir,
      metrics,
      close,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
