import type { AdminDashboardView } from '../../../domain/dashboard/admin-dashboard';
import { deletionOverdueBefore } from '../../../domain/accounts/deletion-deadline';
import { APPLICATION_STATUSES } from '../../../domain/applications/application-view';
import { ORDER_STATUSES } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import * as repo from './admin-dashboard.repo';
import { latestActivity } from './admin-dashboard.view';

/** Every status with its count; a status no row has yet counts zero. */
function byStatus<Status extends string>(
  statuses: readonly Status[],
  counts: ReadonlyArray<{ status: Status; count: number }>,
): Record<Status, number> {
  const result = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  for (const { status, count } of counts) result[status] = count;
  return result;
}

export async function dashboard(db: Db, now: Date = new Date()): Promise<AdminDashboardView> {
  const [orders, propertyApps, funeralApps, openSupport, deletions, refundsDue, activity] = await Promise.all(
    [
      repo.orderStatusCounts(db),
      repo.propertyApplicationStatusCounts(db),
      repo.funeralApplicationStatusCounts(db),
      repo.openSupportRequestCount(db),
      repo.pendingDeletionCounts(db, deletionOverdueBefore(now)),
      repo.refundsDueCount(db),
      Promise.all([
        repo.newestOrders(db),
        repo.newestPropertyApplications(db),
        repo.newestFuneralApplications(db),
        repo.newestSupportRequests(db),
        repo.newestDeletionRequests(db),
        repo.newestAuditEntries(db),
      ]),
    ],
  );
  const [newOrders, newPropertyApps, newFuneralApps, newSupport, newDeletions, auditEntries] = activity;
  return {
    orders: byStatus(ORDER_STATUSES, orders),
    propertyApplications: byStatus(APPLICATION_STATUSES, propertyApps),
    funeralApplications: byStatus(APPLICATION_STATUSES, funeralApps),
    openSupportRequests: openSupport,
    deletionRequests: deletions,
    refundsDue,
    latestActivity: latestActivity({
      orders: newOrders,
      propertyApplications: newPropertyApps,
      funeralApplications: newFuneralApps,
      supportRequests: newSupport,
      deletionRequests: newDeletions,
      auditEntries,
    }),
  };
}
