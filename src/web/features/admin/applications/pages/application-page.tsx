import { useParams, type MetaFunction } from 'react-router';
import type { AdminApplicationDetail } from '@/domain/applications/application-admin';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { paths } from '@/web/config/paths';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminPage } from '../../components/admin-page';
import { AdminQueryPage } from '../../components/admin-query-page';
import { LoadingBlocks } from '../../components/query-states';
import { StatusBadge } from '../../components/status-badge';
import { useApplication } from '../api/admin-applications';
import { ApplicationFacts } from '../components/application-facts';
import { CustomerSection } from '../components/customer-section';
import { FuneralPeople } from '../components/funeral-people';
import { HistorySection } from '../components/history-section';
import { PremiumsSection } from '../components/premiums-section';
import { PropertyMessage } from '../components/property-message';
import { StatusSection } from '../components/status-section';
import { ViewingSection } from '../components/viewing-section';

export const meta: MetaFunction = () => [{ title: 'Application | Diaspora Hub admin' }];

export default function ApplicationPage() {
  const { kind = '', id = '' } = useParams();
  const detail = useApplication(kind, id);
  const back = {
    label: 'Applications',
    to: `${paths.adminApplications}?kind=${kind === 'funeral' ? 'funeral' : 'property'}`,
  };

  return (
    <AdminQueryPage
      query={detail}
      title="Application"
      back={back}
      pending={<LoadingBlocks label="Loading the application" blocks={['h-48', 'h-32']} className="gap-4" />}
      notFound={{
        title: 'Application not found',
        heading: 'No application has this address',
        text: 'It may have been mistyped. Find it in the list of applications.',
      }}
      failed="Could not load the application"
    >
      {(data) => <ApplicationDetails detail={data} back={back} />}
    </AdminQueryPage>
  );
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
        <>
          <PropertyMessage application={application} />
          <ViewingSection application={application} />
        </>
      ) : (
        <>
          <PremiumsSection application={application} />
          <FuneralPeople application={application} />
        </>
      )}
      <StatusSection detail={detail} />
      <HistorySection history={detail.history} />
    </AdminPage>
  );
}
