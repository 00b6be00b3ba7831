import { adminBasics, type ModuleDeps } from '../../module-deps';
import { reconciliationAdminRoutes } from './reconciliation-admin.routes';

/**
 * The reconciliation module's face: the console's bank statements, matched by the server against the orders,
 * application fees and funeral premiums awaiting a transfer (issue 32 point 2, docs/decisions/078-statement-reconciliation.md).
 */
export function reconciliationModule(deps: ModuleDeps) {
  return {
    admin: reconciliationAdminRoutes({
      ...adminBasics(deps),
      transferCurrency: deps.payments.options.bankTransfer.currency,
    }),
  };
}
