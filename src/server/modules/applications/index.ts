import { adminBasics, type ModuleDeps } from '../../module-deps';
import { adminApplicationsRoutes } from './applications-admin.routes';

/** The applications module's face (the console's queue): funeral and property applications, side by side. */
export function applicationsModule(deps: ModuleDeps) {
  return { admin: adminApplicationsRoutes(adminBasics(deps)) };
}

export {
  approveOnFeeReceived,
  changeApplicationStatus,
  decideApplicationViewing,
} from './applications-admin.service';
