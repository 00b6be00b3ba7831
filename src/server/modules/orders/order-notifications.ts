import { coverRan, coverRuns, coverStartsAfterPayment } from '../../../domain/orders/coverage';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { paidText, type PaymentFacts } from '../../../domain/payments/amount-to-pay';
import type { NotificationInput } from '../notifications/notifications.service';
import { orderDetailPath } from '../../../domain/orders/order-pages';
import type { OrderRow } from './orders.repo';

type NotifiedOrder = Pick<
  OrderRow,
  'id' | 'planName' | 'confirmationNumber' | 'paymentMethod' | 'coverageStartDate'
>;

export function orderPlacedNotification(order: NotifiedOrder): NotificationInput {
  const reference =
    order.paymentMethod === 'bank_transfer' ? ' Use it as the reference when you pay by bank transfer.' : '';
  return {
    title: 'Order received',
    body: `We received your order for ${order.planName}. Your confirmation number is ${order.confirmationNumber}.${reference} ${coverStartsAfterPayment(order.coverageStartDate)}`,
    link: orderDetailPath(order.id),
  };
}

const STATUS_MESSAGES: Record<Exclude<OrderStatus, 'pending'>, { title: string; says: string }> = {
  paid: { title: 'Payment received', says: 'is paid' },
  active: { title: 'Cover active', says: 'is now active' },
  expired: { title: 'Cover ended', says: 'has ended' },
  cancelled: { title: 'Order cancelled', says: 'was cancelled' },
};

/** The dates a status change's notice repeats: the cover's run when it is settled, its last day when it ended. */
function datesFor(order: NotifiedOrder, to: Exclude<OrderStatus, 'pending'>): string {
  if (to === 'paid') return ` ${coverRuns(order.coverageStartDate)}`;
  if (to === 'expired') return ` ${coverRan(order.coverageStartDate)}`;
  return '';
}

/**
 * Every status change is announced to the order's owner (DECISIONS 17); a payment with the dates the cover runs,
 * now that they are settled (DECISIONS 26).
 */
export function statusChangedNotification(
  order: NotifiedOrder,
  to: Exclude<OrderStatus, 'pending'>,
  payment?: PaymentFacts,
): NotificationInput {
  const { title, says } = STATUS_MESSAGES[to];
  // The receipt's sentence (docs/decisions/051): what was actually taken, how and when.
  const paid = payment ? ` ${paidText(payment)}` : '';
  return {
    title,
    body: `Your ${order.planName} order ${order.confirmationNumber} ${says}.${paid}${datesFor(order, to)}`,
    link: orderDetailPath(order.id),
  };
}
