import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { SiteFacts } from '../../domain/site/site-facts';
import type { AppEnv } from './app-env';
import { forwardedHeaders } from './forwarded-request';
import { requestLogger } from './request-logger';
import { responseHeaders } from './response-headers';
import { staticClient } from './static-client';

export interface EarlyAppOptions {
  clientDir: string;
  logger: Logger;
  isProduction: boolean;
  trustProxy: boolean;
  siteFacts: SiteFacts;
}

/**
 * What the server answers while its database opens (readiness-gate.ts): the built web app's prerendered pages
 * and files, with the headers and log line the app gives them, for GET and HEAD only. It reads no database and
 * loads none of the modules, so it is ready a few hundred milliseconds after the process starts; anything it
 * does not serve waits for the app.
 */
export function earlyApp(options: EarlyAppOptions) {
  const client = staticClient(options.clientDir, { logger: options.logger, siteFacts: options.siteFacts });
  const app = new Hono<AppEnv>();
  if (options.trustProxy) app.use(forwardedHeaders());
  app.use(responseHeaders(options.isProduction), requestLogger(options.logger));
  app.route('/', client);
  return (request: Request, env?: unknown): Promise<Response> | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (!client.servesFromBuild(new URL(request.url).pathname)) return undefined;
    return Promise.resolve(app.fetch(request, env));
  };
}
