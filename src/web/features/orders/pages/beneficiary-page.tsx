import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { PRICING_MESSAGES } from '@/domain/catalogue/pricing';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { BeneficiariesForm } from '../components/beneficiaries-form';
import { OrderEstimate } from '../components/order-estimate';
import { PlanTypeChoice } from '../components/plan-type-choice';
import { PurchaseFrame } from '../components/purchase-frame';
import { UnknownPlan } from '../components/unknown-plan';
import { requireBuyer } from '../flow/purchase-guard';
import { updatePurchaseFlow, usePurchaseFlow } from '../flow/purchase-flow-store';
import { quote } from '../flow/quote';
import { useFlowPlan } from '../flow/use-flow-plan';

export const meta: MetaFunction = () => [{ title: 'Add Beneficiaries | Diaspora Hub' }];
export const clientLoader = requireBuyer;

export default function BeneficiaryPage() {
  const plan = useFlowPlan();
  const flow = usePurchaseFlow();
  const [planTypeError, setPlanTypeError] = useState<string>();
  if (!plan) return <UnknownPlan />;

  // A plan type stored for another plan does not apply to this one.
  const planType = plan.pricing === 'plan-type' && flow.selectedPlan?.id === plan.id ? flow.planType : null;
  const estimate = quote(plan, planType, flow.beneficiaries);

  return (
    <PurchaseFrame title="Add Beneficiaries" step={2} back={paths.healthcarePlans}>
      <p className="-mt-3 text-ink-muted">
        Tell us who this plan will cover. You can add as many people as you need.
      </p>
      {plan.pricing === 'plan-type' && (
        <PlanTypeChoice
          plan={plan}
          value={planType}
          beneficiaries={flow.beneficiaries}
          error={planTypeError}
          onChange={(type) => {
            setPlanTypeError(undefined);
            updatePurchaseFlow({ planType: type });
          }}
        />
      )}
      {estimate && (
        <OrderEstimate plan={plan} planType={planType} beneficiaries={flow.beneficiaries} quote={estimate} />
      )}
      <BeneficiariesForm
        plan={plan}
        planType={planType}
        onPlanTypeMissing={() => {
          setPlanTypeError(PRICING_MESSAGES.planType);
          toast.error(PRICING_MESSAGES.planType);
        }}
      />
    </PurchaseFrame>
  );
}
