import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CreditCard } from 'lucide-react';
import { redirect, useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PAYMENT_NOTICE_MESSAGES } from '@/domain/orders/checkout.schema';
import { PAYMENT_NOTICES, type PaymentNotice } from '@/domain/orders/order-pages';
import { OrderMoneyToPay } from '@/web/components/money/money-to-pay';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { getOrderQueryOptions } from '@/web/api/orders';
import { getPaymentOptionsQueryOptions, paymentChannelsOf } from '@/web/api/payment-options';
import { requireSessionOrSignIn } from '@/web/lib/require-session';
import { useStartCheckout } from '../api/use-start-checkout';
import { PurchaseFrame } from '../components/purchase-frame';

export const meta: MetaFunction = () => [{ title: 'Complete Your Purchase | Diaspora Hub' }];

const SIGNED_OUT = 'You must be logged in to complete this purchase';
const CHECKOUT_FAILED = 'Failed to initialize payment. Please try again.';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await requireSessionOrSignIn(request, { title: SIGNED_OUT });
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order');
  if (!orderId) throw redirect(paths.healthcarePlans);
  // Set by the server when a hosted checkout sent the browser back unpaid (paystack-return.service.ts).
  const notice = PAYMENT_NOTICES.find((known) => known === query.get('payment')) ?? null;
  return { orderId, notice };
}

/** The card path (DECISIONS 19): hands the browser to the payment provider's checkout page. */
export default function PaymentPage() {
  const { orderId, notice } = useLoaderData<typeof clientLoader>();
  const order = useQuery(getOrderQueryOptions(orderId));
  const paymentOptions = useQuery(getPaymentOptionsQueryOptions());
  const checkout = useStartCheckout();

  const pay = () =>
    checkout.mutate(orderId, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toast.error(CHECKOUT_FAILED),
    });

  return (
    <PurchaseFrame title="Complete Your Purchase" back={paths.profile}>
      <section aria-label="Your order" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
        {order.data ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3">
            <dt className="text-ink-muted">Plan</dt>
            <dd className="text-right font-semibold text-ink">{order.data.planName}</dd>
            <dt className="text-ink-muted">Beneficiaries</dt>
            <dd className="text-right text-ink">{order.data.beneficiaries.length}</dd>
          </dl>
        ) : order.isError ? (
          <p className="text-ink-muted">Could not fetch order details</p>
        ) : (
          <Skeleton className="h-24 w-full" aria-label="Loading your order" />
        )}
      </section>
      {order.data?.status === 'pending' && (
        <OrderMoneyToPay order={order.data} channels={paymentChannelsOf(paymentOptions.data)} />
      )}
      {notice && order.data?.status === 'pending' && <PaymentNoticeAlert notice={notice} />}
      <Button
        size="lg"
        onClick={pay}
        disabled={!order.data || order.data.status !== 'pending' || checkout.isPending}
      >
        <CreditCard aria-hidden="true" />
        {checkout.isPending ? 'Processing...' : 'Pay with Debit Card'}
      </Button>
      {order.data && order.data.status !== 'pending' && (
        <p role="status" className="text-sm text-ink-muted">
          This order is {order.data.status}; there is nothing left to pay.
        </p>
      )}
    </PurchaseFrame>
  );
}

/** Why the card payment did not complete; the button below starts a new checkout. */
function PaymentNoticeAlert({ notice }: { notice: PaymentNotice }) {
  return (
    <Alert variant={notice === 'failed' ? 'destructive' : 'default'}>
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{PAYMENT_NOTICE_MESSAGES[notice]}</AlertDescription>
    </Alert>
  );
}
