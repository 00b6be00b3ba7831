import type { ModuleDeps } from '../../module-deps';
import { healthRoutes } from './health.routes';

/** The health module's face: the liveness and readiness checks. */
export function healthModule({ ping, pendingMigrations }: ModuleDeps) {
  return { routes: healthRoutes({ ping, pendingMigrations }) };
}
