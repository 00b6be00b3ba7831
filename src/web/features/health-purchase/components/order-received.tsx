import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import {
  COVER_ENDS_AFTER_START,
  coverStartsAfterPayment,
  hasConfirmedCoverage,
} from '@/domain/orders/coverage';
import type { OrderView } from '@/domain/orders/order-view';
import { getPaymentOptionsQueryOptions, paymentChannelsOf } from '@/web/api/payment-options';
import { OrderMoneyToPay } from '@/web/components/money/money-to-pay';
import { PaymentReceipt } from '@/web/components/money/payment-receipt';
import { BankTransferDetails } from '@/web/components/payments/bank-transfer-details';
import { formatDate } from '@/web/lib/format-date';
import { NextSteps } from './next-steps';

/**
 * The cover start as the order stands (DECISIONS 26): before payment only its earliest date is known, once paid
 * the date is settled, and a cancelled order has none.
 */
function coverStart(order: OrderView): string {
  if (hasConfirmedCoverage(order.status)) return formatDate(order.coverageStartDate);
  if (order.status === 'cancelled') return 'None, the order was cancelled';
  return coverStartsAfterPayment(order.coverageStartDate);
}

/** The cover's last day (docs/decisions/037): settled with the start once paid; a cancelled order has none. */
function coverEnd(order: OrderView): string {
  if (hasConfirmedCoverage(order.status)) return formatDate(order.coverageEndDate);
  if (order.status === 'cancelled') return 'None, the order was cancelled';
  return COVER_ENDS_AFTER_START;
}

/** The confirmation of a placed order: its number, cover start, amount due and how to pay it. */
export function OrderReceived({ order }: { order: OrderView }) {
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
        {/* Before payment the start is a sentence, too long for the right-hand column of a phone. */}
        <dd className={order.status === 'pending' ? 'col-span-2 -mt-2 text-ink' : 'text-right text-ink'}>
          {coverStart(order)}
        </dd>
        <dt className="text-ink-muted">Coverage end date</dt>
        <dd className={order.status === 'pending' ? 'col-span-2 -mt-2 text-ink' : 'text-right text-ink'}>
          {coverEnd(order)}
        </dd>
      </dl>
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
