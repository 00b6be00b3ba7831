import type { BeneficiaryInput, PayerInput } from '@/domain/orders/order.schema';
import type { OrderDetailView } from '@/domain/orders/order-view';
import { findPlan } from '@/domain/catalogue/catalogue';
import type { PurchaseFlow, SelectedPlan } from './purchase-flow-store';

/**
 * The purchase flow of a renewal (docs/decisions/039): the order's plan, plan type, people and payer, as the
 * pages would have stored them, and the order renewed. A new checkout key: this is a new order. Undefined when the
 * order cannot be renewed now or its plan is no longer sold.
 */
export function renewalFlow(
  order: OrderDetailView,
): (PurchaseFlow & { selectedPlan: SelectedPlan }) | undefined {
  const plan = findPlan(order.planId);
  if (!order.renewal || !plan) return undefined;
  const beneficiaries: BeneficiaryInput[] = order.beneficiaries.map(
    ({ priceUsd: _usd, priceNgn: _ngn, ...person }) => person,
  );
  const payerInfo: PayerInput | 'skipped' = order.payer ? { ...order.payer } : 'skipped';
  return {
    selectedPlan: { id: plan.id, name: plan.name, description: plan.description },
    planType: order.planType,
    beneficiaries,
    payerInfo,
    planPrice: null,
    checkoutKey: null,
    renewal: {
      orderId: order.id,
      confirmationNumber: order.confirmationNumber,
      earliestStart: order.renewal.earliestStart,
    },
  };
}
