import type { MetaFunction } from 'react-router';
import type { AdminRefundView } from '@/domain/payments/refund-share';
import { AdminPage } from '../../components/admin-page';
import { LIST_ROWS, LoadingBlocks, QueryView } from '../../components/query-states';
import { useAdminRefundsDue } from '../api/admin-refunds';
import { RefundRow } from '../components/refund-row';

export const meta: MetaFunction = () => [{ title: 'Refunds due | Diaspora Hub admin' }];

function RefundList({ refunds }: { refunds: AdminRefundView[] }) {
  if (refunds.length === 0) {
    return <p className="text-ink-muted">No refunds due. Every transfer refund has been paid out.</p>;
  }
  return (
    <ul aria-label="Refunds due" className="flex flex-col gap-3">
      {refunds.map((refund) => (
        <li key={refund.id}>
          <RefundRow refund={refund} />
        </li>
      ))}
    </ul>
  );
}

export default function RefundsPage() {
  const refunds = useAdminRefundsDue();
  return (
    <AdminPage
      title="Refunds due"
      description="Shares of paid orders for people the sponsor removed, to send back by bank transfer, oldest first. Record each one with the bank's reference once it is sent."
    >
      <QueryView
        query={refunds}
        pending={<LoadingBlocks label="Loading refunds due" blocks={LIST_ROWS} />}
        failed="Could not load refunds due"
      >
        {(data) => <RefundList refunds={data} />}
      </QueryView>
    </AdminPage>
  );
}
