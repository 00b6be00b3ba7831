import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, type MetaFunction } from 'react-router';
import { ORDER_MESSAGES } from '@/domain/orders/order.schema';
import { toast } from '@/web/components/ui/toaster';
import { MoneyToPayPreview } from '@/web/components/money/money-to-pay';
import { paths } from '@/web/config/paths';
import { useDisplayCurrency } from '@/web/lib/use-display-currency';
import { ApiError } from '@/web/lib/api-client';
import { signUpToContinue } from '@/web/lib/require-session';
import { setSignedOut } from '@/web/api/me';
import { getPaymentOptionsQueryOptions, paymentChannelsOf } from '@/web/api/payment-options';
import { useCreateOrder } from '../api/use-create-order';
import { CompleteOrder } from '../components/complete-order';
import { OrderReview } from '../components/order-review';
import { PaymentMethodChoice, type PaymentMethod } from '../components/payment-method-choice';
import { PurchaseFrame } from '../components/purchase-frame';
import { UnknownPlan } from '../components/unknown-plan';
import { checkoutKey } from '../flow/checkout-key';
import { clearPurchaseFlow, usePurchaseFlow } from '../flow/purchase-flow-store';
import { expectedCoverageStart, quote } from '../flow/quote';
import { requireCompleteFlow } from '../flow/summary-guard';
import { useFlowPlan } from '../flow/use-flow-plan';
import { ConfirmEmailNotice } from '@/web/components/account/confirm-email-notice';

export const meta: MetaFunction = () => [{ title: 'Review & Pay | Diaspora Hub' }];
export const clientLoader = requireCompleteFlow;

/** The server's reason, when it names one the user can act on (a beneficiary too old for the plan, say). */
function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // 409: the order being renewed can no longer be renewed, in the server's words (docs/decisions/039).
  if (error.status === 409) return error.message;
  // 429: the people named on orders today reached a limit (docs/decisions/061); the flow is kept for tomorrow.
  if (error.status === 429) return error.message;
  if (error.status !== 422) return undefined;
  return [...new Set(Object.values(error.fields))].join(' ') || error.message;
}

export default function SummaryPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plan = useFlowPlan();
  const flow = usePurchaseFlow();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('bank_transfer');
  const paymentOptions = useQuery(getPaymentOptionsQueryOptions());
  const createOrder = useCreateOrder();
  const display = useDisplayCurrency();
  if (!plan) return <UnknownPlan />;

  const planType = plan.pricing === 'plan-type' ? flow.planType : null;
  const payer = flow.payerInfo === 'skipped' ? null : flow.payerInfo;

  const complete = () =>
    createOrder.mutate(
      {
        planId: plan.id,
        planType,
        beneficiaries: flow.beneficiaries,
        payer,
        paymentMethod,
        termsAccepted: true,
        idempotencyKey: checkoutKey(),
        renewsOrderId: flow.renewal?.orderId ?? null,
        // The currency only: the server finds the rate and the amount (docs/decisions/047).
        displayCurrency: display.currency,
      },
      {
        onSuccess: (order) => {
          clearPurchaseFlow();
          const next = order.paymentMethod === 'card' ? paths.payment(order.id) : paths.success(order.id);
          void navigate(next, { replace: true });
        },
        onError: (error) => {
          // The session ended while the buyer was on this page: the way back in, as for any signed-out buyer.
          if (error instanceof ApiError && error.status === 401) {
            setSignedOut(queryClient);
            void navigate(signUpToContinue(paths.summary(plan.id)));
            return;
          }
          toast.error(ORDER_MESSAGES.failed, { description: failureDetail(error) });
        },
      },
    );

  const priced = quote(plan, planType, flow.beneficiaries);
  return (
    <PurchaseFrame title="Review & Pay" step={3} back={() => void navigate(-1)}>
      <OrderReview
        plan={plan}
        planType={planType}
        beneficiaries={flow.beneficiaries}
        payer={payer}
        quote={priced}
        earliestCoverageStart={expectedCoverageStart()}
      />
      <PaymentMethodChoice
        value={paymentMethod}
        onChange={setPaymentMethod}
        cardAvailable={paymentOptions.data?.cardPayments ?? false}
      />
      {priced?.total && (
        <MoneyToPayPreview
          totals={priced.total}
          {...display}
          method={paymentMethod}
          channels={paymentChannelsOf(paymentOptions.data)}
        />
      )}
      <ConfirmEmailNotice />
      <CompleteOrder processing={createOrder.isPending} onComplete={complete} />
    </PurchaseFrame>
  );
}
