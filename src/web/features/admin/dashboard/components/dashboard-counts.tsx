import { TriangleAlert } from 'lucide-react';
import type { AdminDashboardView } from '@/domain/dashboard/admin-dashboard';
import { DELETION_PROCESSING } from '@/domain/accounts/deletion.schema';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/applications/application-view';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/domain/orders/order-status';
import { paths } from '@/web/config/paths';
import { CountCard } from './count-card';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

function applicationCounts(kind: 'property' | 'funeral', counts: Record<ApplicationStatus, number>) {
  return APPLICATION_STATUSES.map((status) => ({
    label: APPLICATION_STATUS_LABELS[status],
    count: counts[status],
    to: withQuery(paths.adminApplications, { kind, status }),
  }));
}

function OverdueNote({ overdue }: { overdue: number }) {
  if (overdue === 0) {
    return (
      <p className="px-2 text-sm text-ink-muted">None older than {DELETION_PROCESSING.removalDays} days.</p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-lg bg-danger-50 px-2 py-1.5 text-sm font-semibold text-danger-800">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {overdue} overdue: waiting more than {DELETION_PROCESSING.removalDays} days.
    </p>
  );
}

/** One card per area, each count a link to the list filtered to it. One column on phones, a grid wider. */
export function DashboardCounts({ view }: { view: AdminDashboardView }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <CountCard
        title="Orders"
        counts={ORDER_STATUSES.map((status) => ({
          label: ORDER_STATUS_LABELS[status],
          count: view.orders[status],
          to: withQuery(paths.adminOrders, { status }),
        }))}
      />
      <CountCard
        title="Property applications"
        counts={applicationCounts('property', view.propertyApplications)}
      />
      <CountCard
        title="Funeral applications"
        counts={applicationCounts('funeral', view.funeralApplications)}
      />
      <CountCard
        title="Support inbox"
        counts={[
          {
            label: 'Open requests',
            count: view.openSupportRequests,
            to: withQuery(paths.adminSupport, { status: 'open' }),
          },
        ]}
      />
      <CountCard
        title="Deletion requests"
        counts={[
          {
            label: 'Pending',
            count: view.deletionRequests.pending,
            to: withQuery(paths.adminDeletions, { status: 'pending' }),
          },
        ]}
        note={<OverdueNote overdue={view.deletionRequests.overdue} />}
      />
      <CountCard
        title="Refunds"
        counts={[{ label: 'Due to pay out', count: view.refundsDue, to: paths.adminRefunds }]}
      />
    </div>
  );
}
