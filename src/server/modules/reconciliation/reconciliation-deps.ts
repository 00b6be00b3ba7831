import type { AdminOrderDeps } from '../orders';

/**
 * What the statement console takes: the admin deps with the transfer account's currency, in which open items are
 * asked for and a CSV statement is read unless the admin names another (docs/decisions/078-statement-reconciliation.md).
 */
export type ReconciliationDeps = AdminOrderDeps;
