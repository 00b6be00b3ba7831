import type { AdminOrderView } from '@/domain/orders/order-admin';
import { SectionCard } from '@/web/components/ui/section-card';
import { DetailList } from './detail-list';
import { ACCOUNT_DELETED_TEXT } from './order-labels';

export function CustomerSection({ customer }: { customer: AdminOrderView['customer'] }) {
  return (
    <SectionCard title="Customer">
      {customer ? (
        <DetailList
          details={[
            { label: 'Name', value: customer.name ?? 'No profile name' },
            { label: 'Email', value: <span className="break-all">{customer.email}</span> },
          ]}
        />
      ) : (
        <p className="text-sm text-ink-muted">
          {ACCOUNT_DELETED_TEXT}: the order keeps its amounts and status for the books.
        </p>
      )}
    </SectionCard>
  );
}
