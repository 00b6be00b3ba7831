/** Order statuses and the only changes allowed between them (DECISIONS 17). */
export const ORDER_STATUSES = ['pending', 'paid', 'active', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  active: 'Active',
  cancelled: 'Cancelled',
};

const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['active', 'cancelled'],
  active: [],
  cancelled: [],
};

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[from];
}

/** The status an order may be moved to: every allowed change leads away from pending. */
export type ReachableOrderStatus = Exclude<OrderStatus, 'pending'>;

/** The one order transition rule: every service that changes an order's status asks it. */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): to is ReachableOrderStatus {
  return NEXT_STATUSES[from].includes(to);
}

/** Why an order may not move from `from` to `to`, in the console's words. */
export function refusedOrderChangeMessage(from: OrderStatus, to: OrderStatus): string {
  const [was, wanted] = [ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]];
  if (from === to) return `This order is already ${wanted}`;
  return `An order that is ${was} cannot become ${wanted}`;
}
