import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
import { accountDeletionRoutes } from './account-deletion.routes';
import { adminDeletionsRoutes } from './account-deletion-admin.routes';

/** The account deletion module's face: a user's request to be forgotten, and the console's list of them. */
export function accountDeletionModule(deps: ModuleDeps) {
  return {
    routes: accountDeletionRoutes({ ...routeBasics(deps), mailOut: deps.mailOut }),
    admin: adminDeletionsRoutes(adminBasics(deps)),
  };
}
