import type { MetaFunction } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { AdminPage } from '../../components/admin-page';
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
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the dashboard</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {dashboard.error.message}
            <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-col gap-8">
          <DashboardCounts view={dashboard.data} />
          <LatestActivity items={dashboard.data.latestActivity} />
        </div>
      )}
    </AdminPage>
  );
}
