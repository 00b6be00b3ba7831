/**
 * Order statuses and the only changes allowed between them (DECISIONS 17, amended by docs/decisions/037: an
 * active order becomes expired when its cover has ended).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'active', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['active', 'cancelled'],
  active: ['expired'],
  expired: [],
  cancelled: [],
};

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[from];
}

/**
 * Statuses only the system gives: an order expires when the coverage sweep finds its cover ended
 * (docs/decisions/037), so no admin chooses it by hand and the console does not offer it.
 */
const SYSTEM_ONLY_STATUSES: readonly OrderStatus[] = ['expired'];

export function isSystemOnlyStatus(status: OrderStatus): boolean {
  return SYSTEM_ONLY_STATUSES.includes(status);
}

/** The statuses an admin may move an order to from `from`. */
export function adminNextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[from].filter((to) => !isSystemOnlyStatus(to));
}

/** Why an admin may not choose a status only the system gives, in the console's words. */
export const SYSTEM_ONLY_STATUS_MESSAGE = 'An order becomes Expired by itself, the day after its cover ends';

/** What the console says of an active order, which only the coverage sweep moves on. */
export const ACTIVE_ORDER_NO_CHOICE =
  'Nothing to change by hand: the order becomes Expired by itself, the day after its cover ends.';

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
