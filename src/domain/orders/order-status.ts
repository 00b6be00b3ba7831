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

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}
