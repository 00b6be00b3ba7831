import { RotateCw } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { useFuneralPlans } from '../api/funeral-plans';
import { FuneralFrame } from '../components/funeral-frame';
import { PlanGroups } from '../components/plan-groups';
import { WaitingPeriods } from '../components/waiting-periods';

export const meta: MetaFunction = () => [{ title: 'Funeral Plans | Diaspora Hub' }];

export default function FuneralPlansPage() {
  const plans = useFuneralPlans();
  return (
    <FuneralFrame title="Choose Your Coverage Plan" back={{ to: paths.home }}>
      <p className="-mt-3 text-ink-muted">
        Funeral cash plans pay a fixed amount to help your family at home with funeral costs. Pay monthly by
        bank transfer.
      </p>
      <p className="text-ink">
        Named as the claim contact on someone&apos;s plan?{' '}
        <Link
          to={paths.funeralClaimContact}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Claim as a named contact
        </Link>
      </p>
      <WaitingPeriods />
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
    </FuneralFrame>
  );
}
