import { adminBasics, type ModuleDeps } from '../../module-deps';
import { adminApplicationsRoutes } from './admin-applications.routes';

/** The applications console's face: funeral and property applications, side by side. */
export function adminApplicationsModule(deps: ModuleDeps) {
  return { admin: adminApplicationsRoutes(adminBasics(deps)) };
}
