import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatNgn, formatUsd } from '@/domain/money';
import { coverSentence } from '@/domain/orders/coverage';
import { ORDER_STATUS_LABELS } from '@/domain/orders/order-status';
import type { OrderDetailView } from '@/domain/orders/order-view';
import { useCoverWaiting } from '@/web/api/cover-waiting';
import { getPaymentOptionsQueryOptions, paymentChannelsOf } from '@/web/api/payment-options';
import { OrderMoneyToPay } from '@/web/components/money/money-to-pay';
import { PaymentReceipt } from '@/web/components/money/payment-receipt';
import { CoverWaitingList } from '@/web/components/orders/cover-waiting-list';
import { BankTransferDetails } from '@/web/components/payments/bank-transfer-details';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';
import { FactList } from '@/web/components/ui/fact-list';
import { choiceLabel } from '@/web/lib/choice-label';
import { StatusTimeline } from '@/web/components/status/status-timeline';

/** Where the order stands: the cover's dates or the rule, and what it waits for, from whom (decision 048). */
export function OrderStatusSection({ order }: { order: OrderDetailView }) {
  const waiting = useCoverWaiting(order);
  return (
    <SectionCard title="Status" contentClassName="flex flex-col gap-4">
      <StatusTimeline steps={order.timeline} labels={ORDER_STATUS_LABELS} partnerSteps={order.partnerSteps} />
      <p className="text-ink">{coverSentence(order)}</p>
      <CoverWaitingList lines={waiting} className="font-semibold text-ink" />
    </SectionCard>
  );
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** What the server priced: each person's yearly price (or the one family price) and the plan's total. */
export function OrderAmountsSection({ order }: { order: OrderDetailView }) {
  const familyPrice = order.beneficiaries.every((person) => person.priceUsd === null);
  const perPerson = order.beneficiaries.map((person) => ({
    label: fullName(person),
    value:
      person.priceUsd === null || person.priceNgn === null
        ? 'In the family price'
        : `${formatUsd(person.priceUsd)} / ${formatNgn(person.priceNgn)}`,
  }));
  return (
    <SectionCard title="Amounts" description="Per year, as priced when you placed the order.">
      <div className="flex flex-col gap-4">
        {!familyPrice && <FactList facts={perPerson} />}
        <div className="flex flex-col gap-0.5 border-t border-line pt-4">
          <p className="text-ink-muted">Plan price</p>
          <p className="font-semibold text-ink">
            {formatUsd(order.totalUsd)} / {formatNgn(order.totalNgn)}
          </p>
        </div>
        <FactList
          facts={[
            {
              label: 'Payment method',
              value: order.paymentMethod === 'card' ? 'Debit card' : 'Bank transfer',
            },
            { label: 'Ordered on', value: formatDate(order.createdAt.slice(0, 10)) },
          ]}
        />
      </div>
    </SectionCard>
  );
}

export function OrderPeopleSection({ order }: { order: OrderDetailView }) {
  const { payer } = order;
  return (
    <SectionCard
      title={`Beneficiaries (${order.beneficiaries.length})`}
      contentClassName="flex flex-col gap-5"
    >
      <ol className="flex flex-col divide-y divide-line">
        {order.beneficiaries.map((person, index) => (
          <li key={index} className="flex flex-col gap-1 py-3 first:pt-0">
            <span className="font-semibold wrap-anywhere text-ink">{fullName(person)}</span>
            <span className="text-ink-muted">
              {choiceLabel(person.relationship)} · born {formatDate(person.dateOfBirth)}
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-1 border-t border-line pt-4">
        <h3 className="font-semibold text-ink">Payer</h3>
        <p className="wrap-anywhere text-ink">
          {payer
            ? `${fullName(payer)} (${choiceLabel(payer.relationship)}), ${payer.email}`
            : 'You, the account holder'}
        </p>
      </div>
    </SectionCard>
  );
}

/** How much to pay and how, for as long as the order waits for its payment; the receipt once it is paid. */
export function OrderPayment({ order }: { order: OrderDetailView }) {
  const paymentOptions = useQuery(getPaymentOptionsQueryOptions());
  if (order.status !== 'pending') return <PaymentReceipt order={order} />;
  const money = <OrderMoneyToPay order={order} channels={paymentChannelsOf(paymentOptions.data)} />;
  if (order.paymentMethod === 'card') {
    return (
      <>
        {money}
        <Button asChild size="lg">
          <Link to={paths.payment(order.id)}>Pay by card</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      {money}
      <BankTransferDetails
        reference={order.confirmationNumber}
        amount={{ usd: order.totalUsd, ngn: order.totalNgn }}
      />
    </>
  );
}
