import { adminBasics, type ModuleDeps } from '../../module-deps';
import { adminDashboardRoutes } from './admin-dashboard.routes';

/** The admin dashboard module's face: the console's first page. */
export function adminDashboardModule(deps: ModuleDeps) {
  return { admin: adminDashboardRoutes(adminBasics(deps)) };
}
