import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
import { supportRoutes } from './support.routes';
import { adminSupportRoutes } from './support-admin.routes';

/** The support module's face: a user's requests, and the console's answers to them. */
export function supportModule(deps: ModuleDeps) {
  return { routes: supportRoutes(routeBasics(deps)), admin: adminSupportRoutes(adminBasics(deps)) };
}
