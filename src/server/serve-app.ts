import { serve } from '@hono/node-server';
import path from 'node:path';
import { appUrl, paymentsConfig, readEnv } from './env';
import { earlyApp } from './http/early-app';
import { readinessGate } from './http/readiness-gate';
import { siteFactsOf } from './http/site-facts';
import { hasClientBuild } from './http/static-client';
import { createLogger } from './logger';
import type { StartOptions } from './start-app';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens first, then opens the database and builds the app (docs/decisions/075-fast-start.md): until the app is
 * ready, the built pages and files are served from the build and every other request waits for it
 * (http/readiness-gate.ts). Only what that needs is imported statically; the rest comes with start-app.ts.
 */
export async function serveApp(options: StartOptions = {}) {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const isProduction = env.NODE_ENV === 'production';
  const clientDir = path.resolve(env.CLIENT_DIR);
  const url = appUrl(env);
  const withClient = hasClientBuild(clientDir);

  const gate = readinessGate({
    early: withClient
      ? earlyApp({
          clientDir,
          logger,
          isProduction,
          trustProxy: env.TRUST_PROXY,
          siteFacts: siteFactsOf(paymentsConfig(env)),
        })
      : () => undefined,
  });
  const server = serve({ fetch: gate.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(`Diaspora Hub listening on http://localhost:${info.port}`);
  });
  if (!withClient) logger.warn(`No web build at ${clientDir}: serving the API only`);
  // This server speaks plain HTTP, so an https APP_URL means a proxy in front of it (README, reverse proxy).
  if (url.startsWith('https://') && !env.TRUST_PROXY)
    logger.warn('APP_URL is https but TRUST_PROXY is not set: rate limits see the proxy, not the clients');

  const starting = import('./start-app').then(({ startApp }) => startApp(env, logger, options));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over: closing now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting connections and calls back once every in-flight request has finished.
    server.close(() => {
      // The workers finish the job in hand (a mail being sent); queued jobs wait in the database for the next
      // start or another instance. A start still under way is let finish, so the database closes cleanly.
      starting
        .then(async (app) => {
          app.stop();
          await app.runtime.close();
        })
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

  const started = await starting;
  gate.open(started.app);
  logger.info(`Diaspora Hub ready (${started.runtime.database.kind})`);
}
