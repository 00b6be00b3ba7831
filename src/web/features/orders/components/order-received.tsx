import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { coverDateLabels } from '@/domain/orders/coverage';
import type { OrderView } from '@/domain/orders/order-view';
import { useCoverWaiting } from '@/web/api/cover-waiting';
import { getPaymentOptionsQueryOptions, paymentChannelsOf } from '@/web/api/payment-options';
import { OrderMoneyToPay } from '@/web/components/money/money-to-pay';
import { PaymentReceipt } from '@/web/components/money/payment-receipt';
import { CoverWaitingList } from '@/web/components/orders/cover-waiting-list';
import { BankTransferDetails } from '@/web/components/payments/bank-transfer-details';
import { NextSteps } from './next-steps';

/**
 * The confirmation of a placed order: its number, its cover dates (the rule until the cover is activated,
 * docs/decisions/048), what it waits for, the amount due and how to pay it.
 */
export function OrderReceived({ order }: { order: OrderView }) {
  const dates = coverDateLabels(order);
  const waiting = useCoverWaiting(order);
  const paymentOptions = useQuery(getPaymentOptionsQueryOptions());
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-success-700" />
        <h1 className="text-3xl font-bold text-ink">Order Received!</h1>
        <p className="max-w-md text-ink-muted">
          Thank you for your order. Your loved ones are one step closer to the care they deserve.
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <dt className="text-ink-muted">Order number</dt>
        {/* On one line: a number split at 320 px reads as two (issue 13). */}
        <dd className="text-right font-mono font-bold whitespace-nowrap text-ink">
          {order.confirmationNumber}
        </dd>
        <dt className="text-ink-muted">Plan</dt>
        <dd className="text-right text-ink">{order.planName}</dd>
        <dt className="text-ink-muted">Coverage start date</dt>
        {/* Until it is settled the start is a sentence, too long for the right-hand column of a phone. */}
        <dd className={dates.settled ? 'text-right text-ink' : 'col-span-2 -mt-2 text-ink'}>{dates.start}</dd>
        <dt className="text-ink-muted">Coverage end date</dt>
        <dd className={dates.settled ? 'text-right text-ink' : 'col-span-2 -mt-2 text-ink'}>{dates.end}</dd>
      </dl>
      <CoverWaitingList lines={waiting} className="text-center font-semibold text-ink" />
      {order.status === 'pending' && (
        <OrderMoneyToPay order={order} channels={paymentChannelsOf(paymentOptions.data)} />
      )}
      <PaymentReceipt order={order} />
      {order.status === 'pending' && order.paymentMethod === 'bank_transfer' && (
        <>
          <NextSteps />
          <BankTransferDetails
            reference={order.confirmationNumber}
            amount={{ usd: order.totalUsd, ngn: order.totalNgn }}
          />
        </>
      )}
    </div>
  );
}
