import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFuneralPlans } from '../api/funeral-plans';
import { PlanGroups } from './plan-groups';

/**
 * Marks the plans in the prerendered /funeral-insurance: for a visitor the server puts in its place the plans it
 * renders from the database (decision 027), so the document shows them before any script.
 */
export const FUNERAL_PLANS_SLOT = 'data-funeral-plans';

/** The active plans by type, or their loading state or error while the app's query has none. */
export function FuneralPlanList() {
  const plans = useFuneralPlans();
  return (
    <div className="flex flex-col gap-6" {...{ [FUNERAL_PLANS_SLOT]: '' }}>
      {plans.isPending ? (
        <div role="status" aria-label="Loading funeral plans" className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-7 w-2/3 sm:col-span-2" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : plans.isError ? (
        <Alert variant="destructive">
          <AlertTitle>We couldn't load the funeral plans.</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>Please check your connection and try again.</p>
            <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
              <RotateCw aria-hidden="true" /> Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {plans.data.some((plan) => plan.sample) && (
            <Alert>
              <AlertTitle>Sample plans</AlertTitle>
              <AlertDescription>
                These plans and prices are sample data for this preview, not a provider's offer.
              </AlertDescription>
            </Alert>
          )}
          <PlanGroups plans={plans.data} />
        </>
      )}
    </div>
  );
}
