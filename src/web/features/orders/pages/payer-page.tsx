import type { MetaFunction } from 'react-router';
import { useMe } from '@/web/api/me';
import { paths } from '@/web/config/paths';
import { PayerForm } from '../components/payer-form';
import { PurchaseFrame } from '../components/purchase-frame';
import { UnknownPlan } from '../components/unknown-plan';
import { payerDefaults } from '../flow/payer-defaults';
import { requireBuyer } from '../flow/purchase-guard';
import { getPurchaseFlow } from '../flow/purchase-flow-store';
import { useFlowPlan } from '../flow/use-flow-plan';

export const meta: MetaFunction = () => [{ title: 'Payer Information | Diaspora Hub' }];
export const clientLoader = requireBuyer;

export default function PayerPage() {
  const plan = useFlowPlan();
  const { data: me } = useMe();
  if (!plan) return <UnknownPlan />;
  return (
    <PurchaseFrame title="Payer Information" back={paths.beneficiary(plan.id)}>
      <p className="-mt-3 text-ink-muted">
        Who is paying for this cover? We have filled in what we know from your account. If you are paying
        yourself and have nothing to add, choose Skip.
      </p>
      <PayerForm planId={plan.id} defaultValues={payerDefaults(me, getPurchaseFlow().payerInfo)} />
    </PurchaseFrame>
  );
}
