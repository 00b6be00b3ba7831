import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/auth.routes';
import { AppError, type ErrorCode } from './http/app-error';
import type { AppEnv } from './http/app-env';
import { knownError, RETRY_AFTER_SECONDS } from './http/database-outage';
import { forwardedHeaders } from './http/forwarded-request';
import { openApiDocument } from './http/openapi-document';
import { drainRefusedBodies } from './http/refusal-drain';
import { apiRequestGuards } from './http/api-request-guards';
import { configuredOrigins } from './http/origin-check';
import { requestLogger } from './http/request-logger';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { sqlStateOf } from './db/sql-state';
import { httpMetrics } from './observability/http-metrics';
import { metricsRoute } from './observability/metrics-endpoint';
import { RememberingRouter } from './http/remembering-router';
import { responseHeaders } from './http/response-headers';
import { siteFactsOf } from './http/site-facts';
import { staticClient } from './http/static-client';
import { API_BASE } from './http/platform-paths';
import { routeBasics, type AppDeps, type ModuleDeps } from './module-deps';
import { accountDeletionModule } from './modules/account-deletion';
import { accountsModule } from './modules/accounts';
import { applicationsModule } from './modules/applications';
import { adminDashboardModule } from './modules/admin-dashboard';
import { auditModule } from './modules/audit';
import { exchangeRatesModule } from './modules/exchange-rates';
import { applyPremiumPayment, funeralModule } from './modules/funeral';
import { healthModule } from './modules/health';
import { hospitalsModule } from './modules/hospitals';
import { notificationsModule } from './modules/notifications';
import { invitationKey, ordersModule } from './modules/orders';
import { createPayments, paymentsModule } from './modules/payments';
import { partnersModule } from './modules/partners';
import { realEstateModule } from './modules/real-estate';
import { reconciliationModule } from './modules/reconciliation';
import { supportModule } from './modules/support';

export type { AppDeps } from './module-deps';

const HTTP_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
};

/** Every module, from its face (its index.ts), built once from what the app has in hand. */
function composeModules(deps: AppDeps) {
  const { auth, config } = deps;
  const moduleDeps: ModuleDeps = {
    ...deps,
    mailOut: {
      mail: deps.mail,
      sms: deps.sms,
      appUrl: config.appUrl,
      invitationKey: invitationKey(auth.options.secret),
    },
    payments: createPayments(config.payments, config.appUrl),
  };
  return {
    health: healthModule(moduleDeps),
    accounts: accountsModule(moduleDeps),
    notifications: notificationsModule(moduleDeps),
    support: supportModule(moduleDeps),
    orders: ordersModule(moduleDeps),
    payments: paymentsModule(moduleDeps, applyPremiumPayment),
    funeral: funeralModule(moduleDeps),
    realEstate: realEstateModule(moduleDeps),
    hospitals: hospitalsModule(moduleDeps),
    accountDeletion: accountDeletionModule(moduleDeps),
    adminDashboard: adminDashboardModule(moduleDeps),
    applications: applicationsModule(moduleDeps),
    audit: auditModule(moduleDeps),
    exchangeRates: exchangeRatesModule(moduleDeps),
    reconciliation: reconciliationModule(moduleDeps),
    partners: partnersModule(moduleDeps),
  };
}

type Modules = ReturnType<typeof composeModules>;

/** The API, in the order its routes match and the OpenAPI document lists them. */
function apiRoutes(deps: AppDeps, m: Modules) {
  return new Hono<AppEnv>()
    .route('/', m.health.routes)
    .route('/', m.accounts.routes)
    .route('/', m.notifications.routes)
    .route('/', m.support.routes)
    .route('/', m.orders.routes)
    .route('/', m.orders.money)
    .route('/', m.payments.routes)
    .route('/', m.payments.testCheckout)
    .route('/', m.payments.paystack)
    .route('/', m.funeral.routes)
    .route('/', m.funeral.premiumCard)
    .route('/', m.funeral.claims)
    .route('/', m.funeral.claimContact)
    .route('/', m.realEstate.savedSearches)
    .route('/', m.realEstate.routes)
    .route('/', m.realEstate.savedListings)
    .route('/', m.hospitals.routes)
    .route('/', m.accountDeletion.routes)
    .route('/', m.accounts.adminAuth)
    .route('/', m.adminDashboard.admin)
    .route('/', m.orders.admin)
    .route('/', m.orders.memberCards.admin)
    .route('/', m.orders.invitations.routes)
    .route('/', m.realEstate.admin)
    .route('/', m.funeral.admin)
    .route('/', m.applications.admin)
    .route('/', m.funeral.adminClaims)
    .route('/', m.support.admin)
    .route('/', m.accountDeletion.admin)
    .route('/', m.accounts.adminUsers)
    .route('/', m.audit.admin)
    .route('/', m.exchangeRates.admin)
    .route('/', m.reconciliation.admin)
    .route('/', m.partners.auth)
    .route('/', m.partners.portal)
    .route('/', m.partners.admin)
    .route('/', m.partners.realty)
    .route('/', m.partners.underwriterClaims)
    .route('/', m.partners.enrolments)
    .route('/', m.partners.enrolmentsAdmin)
    .route('/', m.partners.apiAccess)
    .route('/', m.partners.partnerApi)
    .route('/auth', authRoutes(routeBasics(deps)));
}

export type AppType = ReturnType<typeof apiRoutes>;

/** A request that failed on the database, for the metrics: unreachable, or a query that failed. */
function countDatabaseError({ metrics }: AppDeps, error: unknown) {
  if (isDatabaseUnavailable(error)) metrics.databaseErrors.inc({ kind: 'unavailable' });
  else if (sqlStateOf(error) !== undefined) metrics.databaseErrors.inc({ kind: 'query' });
}

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>({ router: new RememberingRouter() });
  const modules = composeModules(deps);
  const api = apiRoutes(deps, modules);

  // First, so everything after it sees the URL the browser used.
  if (config.trustProxy) app.use(forwardedHeaders());
  app.use(httpMetrics(deps.metrics), responseHeaders(config.isProduction), requestLogger(deps.logger));
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
  // Before the web app's pages, which would answer any path: with a token only (docs/decisions/072).
  app.route('/', metricsRoute(deps.metrics, config.metricsToken));
  app.route(API_BASE, api);
  app.all('/api/*', () => {
    throw new AppError('not_found', 'Not found');
  });
  // The page a member card's QR code opens: served by the server itself, with or without a web build.
  app.route('/', modules.orders.memberCards.verifyPage);
  // An alert's unsubscribe link: answered signed out, with or without a web build.
  app.route('/', modules.realEstate.unsubscribePage);
  // A beneficiary's page behind their invitation link, server-written like the card check; its forms post to it.
  const pageGuards = apiRequestGuards({
    bodyLimitBytes: config.bodyLimitBytes,
    trustedOrigins: configuredOrigins(config.appUrl, config.trustedOrigins),
  });
  app.use('/invite/*', pageGuards);
  app.route('/', modules.orders.invitations.invitePage);
  if (config.clientDir) {
    const { listings } = modules.realEstate;
    const hospitals = modules.hospitals.search;
    const siteFacts = siteFactsOf(config.payments);
    const { funeralPlans } = modules.funeral;
    app.route(
      '/',
      staticClient(config.clientDir, { logger: deps.logger, listings, hospitals, funeralPlans, siteFacts }),
    );
  }

  app.onError((error, c) => {
    const log = c.get('log') ?? deps.logger;
    const known = knownError(error);
    countDatabaseError(deps, error);
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
