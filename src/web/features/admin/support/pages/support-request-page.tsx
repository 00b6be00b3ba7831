import { useParams, type MetaFunction } from 'react-router';
import {
  ADMIN_SUPPORT_MESSAGES,
  canReplyTo,
  SUPPORT_STATUS_LABELS,
  type SupportRequestView,
} from '@/domain/support/support-admin';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { AdminPage } from '../../components/admin-page';
import { AdminQueryPage } from '../../components/admin-query-page';
import { LoadingBlocks } from '../../components/query-states';
import { StatusBadge } from '../../components/status-badge';
import { useSupportRequest } from '../api/admin-support';
import { ReplyForm } from '../components/reply-form';
import { StatusAction } from '../components/status-action';
import { SupportMessage } from '../components/support-message';
import { SupportThread } from '../components/support-thread';

export const meta: MetaFunction = () => [{ title: 'Support request | Diaspora Hub admin' }];

const BACK = { label: 'Support inbox', to: paths.adminSupport };

export default function SupportRequestPage() {
  const id = useParams().id ?? '';
  const request = useSupportRequest(id);

  return (
    <AdminQueryPage
      query={request}
      title="Support request"
      back={BACK}
      pending={
        <LoadingBlocks label="Loading the support request" blocks={['h-40', 'h-32']} className="gap-4" />
      }
      notFound={{
        title: 'Support request not found',
        heading: 'No support request has this address',
        text: 'It may have been mistyped, or deleted with its account.',
      }}
      failed="Could not load the request"
    >
      {(data) => <SupportRequestDetails request={data} />}
    </AdminQueryPage>
  );
}

function SupportRequestDetails({ request }: { request: SupportRequestView }) {
  return (
    <AdminPage
      title={request.subject}
      back={BACK}
      description={<StatusBadge status={request.status} label={SUPPORT_STATUS_LABELS[request.status]} />}
      actions={<StatusAction request={request} />}
    >
      <SupportMessage request={request} />
      <SupportThread replies={request.replies} />
      <SectionCard title="Reply">
        {canReplyTo(request.status) ? (
          <ReplyForm requestId={request.id} />
        ) : (
          <p className="text-ink-muted">{ADMIN_SUPPORT_MESSAGES.closed}</p>
        )}
      </SectionCard>
    </AdminPage>
  );
}
