import type { ModuleDeps } from '../../module-deps';
import { healthRoutes } from './health.routes';

/** The health module's face: the liveness and readiness check. */
export function healthModule({ ping }: ModuleDeps) {
  return { routes: healthRoutes(ping) };
}
