import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import type { ApplicationStatus } from '@/domain/applications/application-view';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/orders/order-status';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';

const ORDER_BADGE: Record<OrderStatus, BadgeProps['variant']> = {
  pending: 'warning',
  paid: 'secondary',
  active: 'success',
  expired: 'outline',
  cancelled: 'destructive',
};

const APPLICATION_BADGE: Record<ApplicationStatus, BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
  cancelled: 'destructive',
};

/** An order's status as 'My Orders' and the order's page show it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={ORDER_BADGE[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** A property or funeral application's status. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={APPLICATION_BADGE[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
