import { Hono } from 'hono';
import type { SessionDeps } from '../../../auth/session';
import type { AppEnv } from '../../../http/app-env';
import { apiKeysRoutes } from './api-keys.routes';
import { webhooksRoutes } from './webhooks.routes';
import type { WebhookDeps } from './webhooks.service';

/** The portal's API access pages' routes: keys, then webhooks, in the order the API document lists them. */
export function apiAccessRoutes(deps: SessionDeps & WebhookDeps) {
  return new Hono<AppEnv>().route('/', apiKeysRoutes(deps)).route('/', webhooksRoutes(deps));
}
