import type { MetaFunction } from 'react-router';
import {
  DELETION_STATUS_LABELS,
  DELETION_STATUSES,
  type DeletionStatus,
} from '@/domain/accounts/deletion-admin';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { AdminList } from '../../components/admin-list';
import { AdminPage } from '../../components/admin-page';
import { useUrlFilter } from '../../components/list-filters';
import { useDeletionRequests } from '../api/admin-deletions';
import { DeletionRequestRow } from '../components/deletion-request-row';

export const meta: MetaFunction = () => [{ title: 'Deletion requests | Diaspora Hub admin' }];

const EMPTY: Record<DeletionStatus, string> = {
  pending: 'No pending deletion requests.',
  processed: 'No processed deletion requests yet.',
  withdrawn: 'No withdrawn deletion requests.',
};

function DeletionRequestList({ status }: { status: DeletionStatus }) {
  const list = useDeletionRequests(status);
  return (
    <AdminList
      label={`${DELETION_STATUS_LABELS[status]} deletion requests`}
      query={list}
      empty={EMPTY[status]}
      getKey={(request) => request.id}
    >
      {(request) => <DeletionRequestRow request={request} />}
    </AdminList>
  );
}

export default function DeletionRequestsPage() {
  // In the URL (?status=pending, ?status=processed, ?status=withdrawn), pending by default as on the server.
  const [value, setStatus] = useUrlFilter('status');
  const status: DeletionStatus = DELETION_STATUSES.find((known) => known === value) ?? 'pending';
  return (
    <AdminPage
      title="Deletion requests"
      description="Users asked for their account to be deleted; we promise within 30 days. Pending requests are listed oldest first."
    >
      <Tabs value={status} onValueChange={setStatus}>
        <TabsList aria-label="Requests" className="self-start">
          {DELETION_STATUSES.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {DELETION_STATUS_LABELS[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {DELETION_STATUSES.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === status && <DeletionRequestList status={tab} />}
          </TabsContent>
        ))}
      </Tabs>
    </AdminPage>
  );
}
