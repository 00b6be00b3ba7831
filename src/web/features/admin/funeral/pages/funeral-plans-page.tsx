import { Plus } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { LIST_ROWS, LoadingBlocks, QueryView } from '../../components/query-states';
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
      <QueryView
        query={plans}
        pending={<LoadingBlocks label="Loading funeral plans" blocks={LIST_ROWS} />}
        failed="Could not load funeral plans"
      >
        {(data) => <PlanTypeGroups plans={data} />}
      </QueryView>
    </AdminPage>
  );
}
