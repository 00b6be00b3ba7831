import { coverSentence, coverStartsOnActivation } from '../../../domain/orders/coverage';
import { asSentences, WAITING_FOR_PAYMENT } from '../../../domain/orders/cover-waiting';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { paidText, type PaymentFacts } from '../../../domain/payments/amount-to-pay';
import type { NotificationInput } from '../notifications';
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
    body: `We received your order for ${order.planName}. Your confirmation number is ${order.confirmationNumber}.${reference} ${asSentences([WAITING_FOR_PAYMENT])} ${coverStartsOnActivation(order.coverageStartDate)}`,
    link: orderDetailPath(order.id),
  };
}

const STATUS_MESSAGES: Record<Exclude<OrderStatus, 'pending'>, { title: string; says: string }> = {
  paid: { title: 'Payment received', says: 'is paid' },
  active: { title: 'Cover active', says: 'is now active' },
  expired: { title: 'Cover ended', says: 'has ended' },
  cancelled: { title: 'Order cancelled', says: 'was cancelled' },
};

/**
 * What a status change's notice adds (docs/decisions/048): on payment, when the cover will start and what it waits
 * for now; on activation, the dates it runs, settled by that change; at the end, the dates it ran.
 */
function coverFor(order: NotifiedOrder, to: Exclude<OrderStatus, 'pending'>, waiting: readonly string[]) {
  if (to === 'paid') return ` ${coverSentence({ ...order, status: to })} ${asSentences(waiting)}`;
  if (to === 'active' || to === 'expired') return ` ${coverSentence({ ...order, status: to })}`;
  return '';
}

/**
 * Every status change is announced to the order's owner (DECISIONS 17). `waiting` is what the cover waits for
 * once paid (coverWaiting), which only the payment's notice states.
 */
export function statusChangedNotification(
  order: NotifiedOrder,
  to: Exclude<OrderStatus, 'pending'>,
  waiting: readonly string[] = [],
  payment?: PaymentFacts,
): NotificationInput {
  const { title, says } = STATUS_MESSAGES[to];
  // The receipt's sentence (docs/decisions/051): what was actually taken, how and when.
  const paid = payment ? ` ${paidText(payment)}` : '';
  return {
    title,
    body: `Your ${order.planName} order ${order.confirmationNumber} ${says}.${paid}${coverFor(order, to, waiting)}`.trimEnd(),
    link: orderDetailPath(order.id),
  };
}
