import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import type { Db } from './db/client';
import type { MailQueue } from './mail/mail-queue';
import type { SmsQueue } from './sms/sms-queue';
import { AppError, type ErrorCode } from './http/app-error';
import type { AppEnv } from './http/app-env';
import { knownError, RETRY_AFTER_SECONDS } from './http/database-outage';
import { forwardedHeaders } from './http/forwarded-request';
import { openApiDocument } from './http/openapi-document';
import { drainRefusedBodies } from './http/refusal-drain';
import { apiRequestGuards } from './http/api-request-guards';
import { configuredOrigins } from './http/origin-check';
import type { RateLimitPolicy } from './http/rate-limit.middleware';
import { requestLogger } from './http/request-logger';
import { RememberingRouter } from './http/remembering-router';
import { responseHeaders } from './http/response-headers';
import { siteFactsOf } from './http/site-facts';
import { staticClient } from './http/static-client';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { adminAuthRoutes } from './modules/accounts/admin-auth.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { funeralRoutes } from './modules/funeral/funeral.routes';
import { premiumCardRoutes } from './modules/funeral/premium-card.routes';
import { funeralClaimsRoutes } from './modules/funeral/funeral-claims.routes';
import { claimContactRoutes } from './modules/funeral/claim-contact.routes';
import { adminFuneralClaimsRoutes } from './modules/funeral/funeral-claims-admin.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import type { PaymentsConfig } from './modules/payments/payments.config';
import { realEstateRoutes } from './modules/real-estate/real-estate.routes';
import { searchHospitals } from './modules/hospitals/hospitals.repo';
import { savedListingsRoutes } from './modules/real-estate/saved-listings.routes';
import { hospitalsRoutes } from './modules/hospitals/hospitals.routes';
import { listProviders, searchProperties } from './modules/real-estate/real-estate.service';
import type { HospitalSearch } from '../domain/catalogue/hospitals';
import type { PropertyFilter } from '../domain/property/property';
import { orderMoneyRoutes } from './modules/orders/order-money.routes';
import type { CardRefundQueue } from './modules/payments/card-refund.queue';
import { startCardRefundWorker } from './modules/payments/card-refund.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPayments } from './modules/payments/payments.setup';
import { testCheckoutRoutes } from './modules/payments/test-checkout.routes';
import { paystackRoutes } from './modules/payments/paystack.routes';
import { supportRoutes } from './modules/support/support.routes';
import { adminApplicationsRoutes } from './modules/admin-applications/admin-applications.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminDeletionsRoutes } from './modules/account-deletion/account-deletion-admin.routes';
import { adminFuneralRoutes } from './modules/funeral/funeral-admin.routes';
import { adminOrdersRoutes } from './modules/orders/orders-admin.routes';
import { adminRealEstateRoutes } from './modules/real-estate/real-estate-admin.routes';
import { adminSupportRoutes } from './modules/support/support-admin.routes';
import { adminUsersRoutes } from './modules/accounts/users-admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { memberCardsRoutes } from './modules/member-cards/member-cards.routes';
import { verifyRoutes } from './modules/member-cards/verify.routes';
import { savedSearchesRoutes } from './modules/real-estate/saved-searches.routes';
import { unsubscribeRoutes } from './modules/real-estate/unsubscribe.routes';
import { unsubscribeKey } from './modules/real-estate/unsubscribe-token';
import { invitationKey } from './modules/invitations/invitation-links.service';
import { inviteRoutes } from './modules/invitations/invite.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { memberCardKey } from './modules/member-cards/member-card-token';

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
  config: {
    isProduction: boolean;
    /** The public URL, for links in mail. */
    appUrl: string;
    /** Where uploaded photos are kept (the local storage's folder). */
    uploadsDir: string;
    trustProxy: boolean;
    /** Origins besides the app's own that may send state-changing requests. */
    trustedOrigins: string[];
    bodyLimitBytes: number;
    authRateLimit: RateLimitPolicy;
    payments: PaymentsConfig;
    /** The property application fee's refund rule (APPLICATION_FEE_REFUND_RULE); the default text when absent. */
    applicationFeeRefundRule?: string;
    /** The built web app; absent in development (Vite serves it) and in API tests. */
    clientDir?: string;
  };
}

const HTTP_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
};

/** What the beneficiaries' invitations need (docs/decisions/041): their links' key, and the cards' for their card. */
function invitationDeps(deps: AppDeps) {
  const { db, auth, config } = deps;
  return {
    db,
    links: { key: invitationKey(auth.options.secret), appUrl: config.appUrl },
    mailOut: mailOutOf(deps),
    cardKey: memberCardKey(auth.options.secret),
  };
}

/** What goes out with a change: mail and text messages, and the key the relatives' links are made with. */
function mailOutOf({ mail, sms, auth, config }: AppDeps) {
  return { mail, sms, appUrl: config.appUrl, invitationKey: invitationKey(auth.options.secret) };
}

function apiRoutes(deps: AppDeps) {
  const { db, auth, config } = deps;
  const shared = { db, auth, trustProxy: config.trustProxy, authRateLimit: config.authRateLimit };
  const payments = createPayments(config.payments, config.appUrl);
  const mailOut = mailOutOf(deps);
  const admin = { db, auth, ...mailOut };
  startCardRefundWorker({
    db,
    provider: payments.provider,
    cardRefunds: deps.cardRefunds,
    mailOut,
    logger: deps.logger,
  });
  const invitationLinks = invitationDeps(deps).links;
  return new Hono<AppEnv>()
    .route('/', healthRoutes(deps.ping))
    .route('/', accountsRoutes(shared))
    .route('/', notificationsRoutes(shared))
    .route('/', supportRoutes(shared))
    .route(
      '/',
      ordersRoutes({
        ...shared,
        cardPayments: payments.options.cardPayments,
        bankTransfer: payments.options.bankTransfer,
        mailOut,
        invitationLinks,
      }),
    )
    .route('/', orderMoneyRoutes({ ...shared, ...mailOut, cardRefunds: deps.cardRefunds }))
    .route('/', paymentsRoutes({ ...shared, payments, mailOut }))
    .route('/', testCheckoutRoutes({ db, testProvider: payments.testProvider, mailOut }))
    .route('/', paystackRoutes({ db, paystack: payments.paystack, mailOut }))
    .route('/', funeralRoutes(shared))
    .route('/', premiumCardRoutes({ ...shared, paystack: payments.paystack, out: mailOut }))
    .route('/', funeralClaimsRoutes({ ...shared, mailOut }))
    .route('/', claimContactRoutes({ ...shared, mailOut }))
    .route('/', savedSearchesRoutes(shared))
    .route('/', realEstateRoutes({ ...shared, applicationFeeRefundRule: config.applicationFeeRefundRule }))
    .route('/', savedListingsRoutes(shared))
    .route('/', hospitalsRoutes(shared))
    .route('/', accountDeletionRoutes({ ...shared, mailOut }))
    .route('/', adminAuthRoutes(shared))
    .route('/', adminDashboardRoutes(admin))
    .route('/', adminOrdersRoutes({ ...admin, transferCurrency: payments.options.bankTransfer.currency }))
    .route('/', memberCardsRoutes(admin))
    .route('/', invitationsRoutes({ ...shared, ...invitationDeps(deps), mailOut }))
    .route('/', adminRealEstateRoutes({ ...admin, uploadsDir: config.uploadsDir }))
    .route('/', adminFuneralRoutes(admin))
    .route('/', adminApplicationsRoutes(admin))
    .route('/', adminFuneralClaimsRoutes(admin))
    .route('/', adminSupportRoutes(admin))
    .route('/', adminDeletionsRoutes(admin))
    .route('/', adminUsersRoutes(admin))
    .route('/', auditRoutes(admin))
    .route('/', exchangeRatesRoutes(admin))
    .route('/auth', authRoutes(shared));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>({ router: new RememberingRouter() });
  const api = apiRoutes(deps);

  // First, so everything after it sees the URL the browser used.
  if (config.trustProxy) app.use(forwardedHeaders());
  app.use(responseHeaders(config.isProduction), requestLogger(deps.logger));
  // Before the guards, so their own refusals (413) are drained too.
  app.use('/api/*', drainRefusedBodies());
  app.use('/invite/*', drainRefusedBodies());
  app.use(
    '/api/*',
    apiRequestGuards({
      bodyLimitBytes: config.bodyLimitBytes,
      trustedOrigins: configuredOrigins(config.appUrl, config.trustedOrigins),
    }),
  );
  app.get('/api/openapi.json', openApiDocument(api));
  app.route('/api', api);
  app.all('/api/*', () => {
    throw new AppError('not_found', 'Not found');
  });
  // The page a member card's QR code opens: served by the server itself, with or without a web build.
  app.route(
    '/',
    verifyRoutes({ db: deps.db, trustProxy: config.trustProxy, authRateLimit: config.authRateLimit }),
  );
  // An alert's unsubscribe link: answered signed out, with or without a web build.
  app.route(
    '/',
    unsubscribeRoutes({ db: deps.db, unsubscribeKey: unsubscribeKey(deps.auth.options.secret) }),
  );
  // A beneficiary's page behind their invitation link, server-written like the card check; its forms post to it.
  const pageGuards = apiRequestGuards({
    bodyLimitBytes: config.bodyLimitBytes,
    trustedOrigins: configuredOrigins(config.appUrl, config.trustedOrigins),
  });
  app.use('/invite/*', pageGuards);
  app.route(
    '/',
    inviteRoutes({
      ...invitationDeps(deps),
      trustProxy: config.trustProxy,
      authRateLimit: config.authRateLimit,
      secureCookies: config.appUrl.startsWith('https://'),
    }),
  );
  if (config.clientDir) {
    const listings = {
      search: (filter: PropertyFilter) => searchProperties(deps.db, filter),
      providers: () => listProviders(deps.db),
    };
    const hospitals = (search: HospitalSearch) => searchHospitals(deps.db, search);
    const siteFacts = siteFactsOf(config.payments);
    app.route('/', staticClient(config.clientDir, { logger: deps.logger, listings, hospitals, siteFacts }));
  }

  app.onError((error, c) => {
    const log = c.get('log') ?? deps.logger;
    const known = knownError(error);
    if (known) {
      if (known !== error) log.warn({ err: error }, 'database unavailable');
      if (known.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(known.toBody(), known.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = HTTP_CODES[error.status] ?? 'bad_request';
      return c.json(new AppError(code, error.message || 'Bad request').toBody(), error.status);
    }
    // The details go to the log with the request id; the client gets nothing it could learn from.
    log.error({ err: error }, 'unhandled error');
    return c.json(new AppError('internal', 'Something went wrong. Please try again.').toBody(), 500);
  });
  return app;
}
