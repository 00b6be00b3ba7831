import {
  auditActivityTitle,
  consolePathOf,
  LATEST_ACTIVITY_SIZE,
  type ActivityItem,
  type ActivityKind,
} from '../../../domain/dashboard/admin-dashboard';
import type { AuditedEntity } from '../../../domain/audit/audit';
import type * as repo from './admin-dashboard.repo';

type RowsOf<Query extends (...args: never[]) => unknown> = Awaited<ReturnType<Query>>;

export interface ActivitySources {
  orders: RowsOf<typeof repo.newestOrders>;
  propertyApplications: RowsOf<typeof repo.newestPropertyApplications>;
  funeralApplications: RowsOf<typeof repo.newestFuneralApplications>;
  supportRequests: RowsOf<typeof repo.newestSupportRequests>;
  deletionRequests: RowsOf<typeof repo.newestDeletionRequests>;
  auditEntries: RowsOf<typeof repo.newestAuditEntries>;
}

interface Event {
  kind: ActivityKind;
  id: string;
  createdAt: Date;
  title: string;
  path: string;
}

/** One source's rows as events, each described by `describe`. */
function eventsOf<Row extends { id: string; createdAt: Date }>(
  kind: ActivityKind,
  rows: readonly Row[],
  describe: (row: Row) => { title: string; path: string },
): Event[] {
  return rows.map((row) => ({ kind, id: row.id, createdAt: row.createdAt, ...describe(row) }));
}

/** The newest events of every source, newest first; each source already holds only its newest rows. */
export function latestActivity(sources: ActivitySources): ActivityItem[] {
  const events = [
    ...eventsOf('order', sources.orders, (row) => ({
      title: `Order ${row.confirmationNumber} placed`,
      path: consolePathOf('order', row.id),
    })),
    ...eventsOf('property_application', sources.propertyApplications, (row) => ({
      title: `Property application ${row.reference} received`,
      path: consolePathOf('property_application', row.id),
    })),
    ...eventsOf('funeral_application', sources.funeralApplications, (row) => ({
      title: `Funeral application ${row.reference} received`,
      path: consolePathOf('funeral_application', row.id),
    })),
    ...eventsOf('support_request', sources.supportRequests, (row) => ({
      title: `Support request: ${row.subject}`,
      path: consolePathOf('support_request', row.id),
    })),
    ...eventsOf('deletion_request', sources.deletionRequests, (row) => ({
      title: 'Account deletion requested',
      path: consolePathOf('deletion_request', row.id),
    })),
    ...eventsOf('audit', sources.auditEntries, (row) => ({
      title: auditActivityTitle(row.entityType as AuditedEntity, row.action),
      path: consolePathOf(row.entityType as AuditedEntity, row.entityId),
    })),
  ];
  return events
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, LATEST_ACTIVITY_SIZE)
    .map(({ kind, id, title, path, createdAt }) => ({
      id: `${kind}:${id}`,
      kind,
      title,
      path,
      at: createdAt.toISOString(),
    }));
}
