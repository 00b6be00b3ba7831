import { Skeleton } from '@/web/components/ui/skeleton';

/** The cards' and the activity list's shapes while the numbers load. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the dashboard" className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-44 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
