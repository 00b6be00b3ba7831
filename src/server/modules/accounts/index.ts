import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
import { adminAuthRoutes } from './admin-auth.routes';
import { accountsRoutes } from './accounts.routes';
import { adminUsersRoutes } from './users-admin.routes';

/** The accounts module's face: a user's own account, the admins' sign-in, and the console's users. */
export function accountsModule(deps: ModuleDeps) {
  const shared = routeBasics(deps);
  return {
    routes: accountsRoutes(shared),
    adminAuth: adminAuthRoutes(shared),
    adminUsers: adminUsersRoutes(adminBasics(deps)),
  };
}

export { findUserByEmail } from './accounts.repo';
export { deleteAccount, findProfile, lockAdminAccounts } from './accounts.service';
export { createAdmin } from './create-admin.service';
export { staffSignIn, type StaffDoor } from './admin-auth.service';
