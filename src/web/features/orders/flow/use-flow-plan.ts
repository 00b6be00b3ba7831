import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { findPlan } from '@/domain/catalogue/catalogue';
import type { HealthPlan } from '@/domain/catalogue/types';
import { getPurchaseFlow, updatePurchaseFlow } from './purchase-flow-store';

/**
 * The plan being bought: the one in `?plan=`, else the one stored when the flow began. Arriving with a new plan
 * stores it (the spec's selectedPlan) and forgets a plan type chosen for another plan, and a renewal begun for
 * another plan: buying something else later in the tab must not renew an old order (docs/decisions/039).
 */
export function useFlowPlan(): HealthPlan | undefined {
  const [params] = useSearchParams();
  const plan = findPlan(params.get('plan') ?? getPurchaseFlow().selectedPlan?.id);

  useEffect(() => {
    if (!plan || getPurchaseFlow().selectedPlan?.id === plan.id) return;
    updatePurchaseFlow({
      selectedPlan: { id: plan.id, name: plan.name, description: plan.description },
      planType: null,
      planPrice: null,
      renewal: null,
    });
  }, [plan]);

  return plan;
}
