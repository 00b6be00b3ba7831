import { Pencil } from 'lucide-react';
import type { AdminFuneralPlanView } from '@/domain/funeral/funeral-plan-admin';
import { entryAgesLabel, FUNERAL_PLAN_TYPE_INFO } from '@/domain/funeral/funeral-plan';
import { formatNgn, formatUsd } from '@/domain/money';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { AdminRow } from '../../components/admin-row';
import { PlanDialog } from './plan-dialog';

const both = (usd: number, ngn: number) => `${formatUsd(usd)} / ${formatNgn(ngn)}`;

/** One plan: its cover as the title, the monthly price, whether customers see it, and 'Edit'. */
export function PlanRow({ plan }: { plan: AdminFuneralPlanView }) {
  const cover = both(plan.coverageAmountUsd, plan.coverageAmountNgn);
  return (
    <AdminRow
      title={`${cover} cover`}
      badge={
        <>
          <Badge variant={plan.active ? 'success' : 'outline'}>{plan.active ? 'Active' : 'Inactive'}</Badge>
          {plan.sample && <Badge variant="secondary">Sample</Badge>}
        </>
      }
      details={
        <>
          <span>{both(plan.monthlyPriceUsd, plan.monthlyPriceNgn)} per month</span>
          <span>
            {plan.underwriter} · {entryAgesLabel(plan)}
          </span>
        </>
      }
      actions={
        <PlanDialog
          plan={plan}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              Edit
              <span className="sr-only">
                {' '}
                {FUNERAL_PLAN_TYPE_INFO[plan.planType].label}, {cover} cover
              </span>
            </Button>
          }
        />
      }
    />
  );
}
