import {
  ADMIN_ORDER_MESSAGES,
  OrderStatusChangeSchema,
  type AdminOrderView,
} from '@/domain/orders/order-admin';
import { ACTIVE_ORDER_NO_CHOICE, ORDER_STATUS_LABELS } from '@/domain/orders/order-status';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { StatusChanger } from '@/web/features/admin/components/status-changer';
import { useChangeOrderStatus } from '../api/admin-orders';

/** The allowed next statuses; the customer is told of the change in-app and by mail. */
export function StatusSection({ order }: { order: AdminOrderView }) {
  const change = useChangeOrderStatus(order.id);
  return (
    <SectionCard
      title="Change status"
      description="The customer is told of every change, in the app and by email."
    >
      <StatusChanger
        next={order.nextStatuses}
        noChoice={order.status === 'active' ? ACTIVE_ORDER_NO_CHOICE : undefined}
        labels={ORDER_STATUS_LABELS}
        schema={OrderStatusChangeSchema}
        busy={change.isPending}
        onChange={async (input) => {
          await change.mutateAsync(input);
          toast.success(ADMIN_ORDER_MESSAGES.updated);
        }}
      />
    </SectionCard>
  );
}
