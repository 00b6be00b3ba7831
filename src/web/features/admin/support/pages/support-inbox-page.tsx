import type { MetaFunction } from 'react-router';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '@/domain/support/support-admin';
import { AdminList } from '../../components/admin-list';
import { AdminPage } from '../../components/admin-page';
import { ChoiceFilter, useUrlFilter } from '../../components/list-filters';
import { useSupportInbox } from '../api/admin-support';
import { SupportRequestRow } from '../components/support-request-row';

export const meta: MetaFunction = () => [{ title: 'Support inbox | Diaspora Hub admin' }];

const STATUS_OPTIONS = SUPPORT_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_LABELS[value] }));
const isStatus = (value: string): value is SupportStatus =>
  (SUPPORT_STATUSES as readonly string[]).includes(value);

export default function SupportInboxPage() {
  // In the URL, so the dashboard's link (?status=open) opens the inbox filtered; unknown values mean all.
  const [value, setStatus] = useUrlFilter('status');
  const status = isStatus(value) ? value : '';
  const inbox = useSupportInbox(status);
  return (
    <AdminPage
      title="Support inbox"
      description="Requests from signed-in users. Open ones are listed oldest first, so the longest waiting comes first."
    >
      <ChoiceFilter
        label="Status"
        value={status}
        onChange={setStatus}
        options={STATUS_OPTIONS}
        allLabel="All requests"
      />
      <AdminList
        label="Support requests"
        query={inbox}
        empty={
          status ? `No ${SUPPORT_STATUS_LABELS[status].toLowerCase()} requests.` : 'No support requests yet.'
        }
        getKey={(request) => request.id}
      >
        {(request) => <SupportRequestRow request={request} />}
      </AdminList>
    </AdminPage>
  );
}
