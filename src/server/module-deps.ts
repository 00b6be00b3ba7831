import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { SessionDeps } from './auth/session';
import type { Db } from './db/client';
import type { RateLimitPolicy } from './http/rate-limit.middleware';
import type { MailQueue } from './mail/mail-queue';
import type { Metrics } from './observability/metrics';
import type { SmsQueue } from './sms/sms-queue';
import type { PhotoStorage } from './storage/photo-storage';
import type { MessagesOut } from './modules/notifications';
import type { CardRefundQueue, Payments, PaymentsConfig } from './modules/payments';

/** What main.ts (and the tests) give the app: the runtime's services and the configuration read from env. */
export interface AppDeps {
  db: Db;
  auth: Auth;
  logger: Logger;
  /** Where mail goes: queued in the transaction of the change it announces. */
  mail: MailQueue;
  /** Where card refunds go (docs/decisions/052): queued in the removal's transaction, sent by a worker. */
  cardRefunds: CardRefundQueue;
  /** Where text messages go, the same way (docs/decisions/049). */
  sms: SmsQueue;
  ping: () => Promise<void>;
  /** How many of this build's migrations the database has not run (the readiness check). */
  pendingMigrations: () => Promise<number>;
  /** The runtime's metrics: the app times its requests into them and serves them at /metrics. */
  metrics: Metrics;
  /**
   * Where listing photos, provider logos and title documents are kept: the configured store (open-photo-storage.ts);
   * files in `config.uploadsDir` when absent, as the benchmarks run it.
   */
  photoStorage?: PhotoStorage;
  config: {
    isProduction: boolean;
    /** The public URL, for links in mail. */
    appUrl: string;
    /** The local store's folder, used when no `photoStorage` is given. */
    uploadsDir: string;
    trustProxy: boolean;
    /** Origins besides the app's own that may send state-changing requests. */
    trustedOrigins: string[];
    bodyLimitBytes: number;
    authRateLimit: RateLimitPolicy;
    payments: PaymentsConfig;
    /** The property application fee's refund rule (APPLICATION_FEE_REFUND_RULE); the default text when absent. */
    applicationFeeRefundRule?: string;
    /** The bearer token /metrics asks for (METRICS_TOKEN); without one /metrics is not served on this port. */
    metricsToken?: string;
    /** The built web app; absent in development (Vite serves it) and in API tests. */
    clientDir?: string;
  };
}

/**
 * What every module's face takes (its `index.ts`): the app's deps, and what app.ts makes of them once for all
 * modules, so no module builds its own copy.
 */
export interface ModuleDeps extends AppDeps {
  /** What goes out with a change: mail and text messages, and the key the relatives' links are made with. */
  mailOut: MessagesOut;
  /** The card provider, if any, and what the purchase pages offer. */
  payments: Payments;
}

/** What every admin module gets: the database and auth (for the admin guard) and mail for telling customers. */
export interface AdminDeps extends SessionDeps, MessagesOut {}

/** What most routes take: the database, auth for the session, and the limits on sign-in-like requests. */
export function routeBasics({ db, auth, config }: AppDeps) {
  return { db, auth, trustProxy: config.trustProxy, authRateLimit: config.authRateLimit };
}

/** What every admin route takes: the database and auth (for the admin guard), and mail for telling customers. */
export function adminBasics({ db, auth, mailOut }: ModuleDeps): AdminDeps {
  return { db, auth, ...mailOut };
}
