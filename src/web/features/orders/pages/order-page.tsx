import { useQuery } from '@tanstack/react-query';
import { useParams, type MetaFunction } from 'react-router';
import { getOrderQueryOptions } from '@/web/api/orders';
import { DetailFrame, DetailHeader, DetailQuery } from '@/web/components/detail/detail-frame';
import { OrderCardsLink } from '../components/order-cards-link';
import { OrderInvitationsSection } from '../components/order-invitations';
import {
  OrderAmountsSection,
  OrderPayment,
  OrderPeopleSection,
  OrderStatusSection,
} from '../components/order-sections';
import { OrderRenewalSection } from '../components/order-renewal';
import { OrderStatusBadge } from '@/web/components/status/status-badges';

export const meta: MetaFunction = () => [{ title: 'Your order | Diaspora Hub' }];

/** One health-plan order of the signed-in user, opened from 'My Orders' (docs/decisions/032). */
export default function OrderPage() {
  const id = useParams().id ?? '';
  const order = useQuery(getOrderQueryOptions(id));
  return (
    <DetailFrame>
      <DetailQuery query={order} noun="order">
        {(data) => (
          <>
            <DetailHeader
              kind="Health plan order"
              title={data.planName}
              reference={{ label: 'Order number', value: data.confirmationNumber }}
              badge={<OrderStatusBadge status={data.status} />}
            />
            <OrderStatusSection order={data} />
            <OrderInvitationsSection order={data} />
            <OrderCardsLink order={data} />
            <OrderRenewalSection order={data} />
            <OrderAmountsSection order={data} />
            <OrderPayment order={data} />
            <OrderPeopleSection order={data} />
          </>
        )}
      </DetailQuery>
    </DetailFrame>
  );
}
