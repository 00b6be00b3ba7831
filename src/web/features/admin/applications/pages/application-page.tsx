import { useParams, type MetaFunction } from 'react-router';
import type { AdminApplicationDetail } from '@/domain/admin/admin-applications';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminPage } from '../../components/admin-page';
import { StatusBadge } from '../../components/status-badge';
import { useApplication } from '../api/admin-applications';
import { ApplicationFacts } from '../components/application-facts';
import { CustomerSection } from '../components/customer-section';
import { FuneralPeople } from '../components/funeral-people';
import { HistorySection } from '../components/history-section';
import { PropertyMessage } from '../components/property-message';
import { StatusSection } from '../components/status-section';

export const meta: MetaFunction = () => [{ title: 'Application | Diaspora Hub admin' }];

export default function ApplicationPage() {
  const { kind = '', id = '' } = useParams();
  const detail = useApplication(kind, id);
  const back = {
    label: 'Applications',
    to: `${paths.adminApplications}?kind=${kind === 'funeral' ? 'funeral' : 'property'}`,
  };

  if (detail.isPending) {
    return (
      <AdminPage title="Application" back={back}>
        <div aria-busy="true" aria-label="Loading the application" className="flex flex-col gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
      </AdminPage>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <AdminPage title={missing ? 'Application not found' : 'Application'} back={back}>
        <Alert variant={missing ? 'default' : 'destructive'}>
          <AlertTitle>
            {missing ? 'No application has this address' : 'Could not load the application'}
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {missing
              ? 'It may have been mistyped. Find it in the list of applications.'
              : detail.error.message}
            {!missing && (
              <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      </AdminPage>
    );
  }
  return <ApplicationDetails detail={detail.data} back={back} />;
}

function ApplicationDetails({
  detail,
  back,
}: {
  detail: AdminApplicationDetail;
  back: { label: string; to: string };
}) {
  const { application } = detail;
  return (
    <AdminPage
      title={application.reference}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={application.status} label={APPLICATION_STATUS_LABELS[application.status]} />
          {application.title}
        </span>
      }
    >
      {application.personalDataRemovedAt && (
        <Alert>
          <AlertTitle>Personal details removed</AlertTitle>
          <AlertDescription>
            The customer&apos;s account was deleted on {formatDateTime(application.personalDataRemovedAt)};
            the amounts and status stay for the books.
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <ApplicationFacts application={application} />
        <CustomerSection customer={application.customer} />
      </div>
      {application.kind === 'property' ? (
        <PropertyMessage application={application} />
      ) : (
        <FuneralPeople application={application} />
      )}
      <StatusSection detail={detail} />
      <HistorySection history={detail.history} />
    </AdminPage>
  );
}
