import { useParams, type MetaFunction } from 'react-router';
import {
  ADMIN_SUPPORT_MESSAGES,
  canReplyTo,
  SUPPORT_STATUS_LABELS,
  type SupportRequestView,
} from '@/domain/admin/admin-support';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { AdminPage } from '../../components/admin-page';
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

  if (request.isPending) {
    return (
      <AdminPage title="Support request" back={BACK}>
        <div aria-busy="true" aria-label="Loading the support request" className="flex flex-col gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-32" />
        </div>
      </AdminPage>
    );
  }
  if (request.isError) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    return (
      <AdminPage title={missing ? 'Support request not found' : 'Support request'} back={BACK}>
        <Alert variant={missing ? 'default' : 'destructive'}>
          <AlertTitle>
            {missing ? 'No support request has this address' : 'Could not load the request'}
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {missing ? 'It may have been mistyped, or deleted with its account.' : request.error.message}
            {!missing && (
              <Button variant="outline" size="sm" onClick={() => void request.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      </AdminPage>
    );
  }
  return <SupportRequestDetails request={request.data} />;
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
