import { Plus } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AdminPage } from '../../components/admin-page';
import { useAdminFuneralPlans } from '../api/admin-funeral-plans';
import { PlanDialog } from '../components/plan-dialog';
import { PlanTypeGroups } from '../components/plan-type-groups';

export const meta: MetaFunction = () => [{ title: 'Funeral plans | Diaspora Hub admin' }];

export default function FuneralPlansPage() {
  const plans = useAdminFuneralPlans();
  return (
    <AdminPage
      title="Funeral plans"
      description="Inactive plans are hidden from customers; applications already made keep their plan as it was."
      actions={
        <PlanDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add plan
            </Button>
          }
        />
      }
    >
      {plans.isPending ? (
        <div aria-busy="true" aria-label="Loading funeral plans" className="flex flex-col gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-20" />
          ))}
        </div>
      ) : plans.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load funeral plans</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {plans.error.message}
            <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <PlanTypeGroups plans={plans.data} />
      )}
    </AdminPage>
  );
}
