import { adminBasics, type ModuleDeps } from '../../module-deps';
import { auditRoutes } from './audit.routes';

/** The audit module's face: the console's log of changes, and how other modules record them. */
export function auditModule(deps: ModuleDeps) {
  return { admin: auditRoutes(adminBasics(deps)) };
}

export {
  auditPage,
  recordAudit,
  removeAuditNotesAbout,
  STATUS_CHANGED,
  statusChangesOf,
  statusChangesOfMany,
  statusStepsOf,
} from './audit.service';
