import type { MetaFunction } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { QueryView } from '../../components/query-states';
import { useAdminDashboard } from '../api/admin-dashboard';
import { DashboardCounts } from '../components/dashboard-counts';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { LatestActivity } from '../components/latest-activity';

export const meta: MetaFunction = () => [{ title: 'Dashboard | Diaspora Hub admin' }];

/** The console's landing page: what waits for an admin, and what happened last. */
export default function DashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <AdminPage title="Admin Dashboard" description="What needs attention, and what happened last.">
      <QueryView query={dashboard} pending={<DashboardSkeleton />} failed="Could not load the dashboard">
        {(view) => (
          <div className="flex flex-col gap-8">
            <DashboardCounts view={view} />
            <LatestActivity items={view.latestActivity} />
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}
