import { Hono } from 'hono';
import type { AdminDeps } from '../../http/admin-deps';
import type { AppEnv } from '../../http/app-env';

// TODO(helper): the routes of this admin area.
export function adminSupportRoutes(_deps: AdminDeps) {
  return new Hono<AppEnv>();
}
