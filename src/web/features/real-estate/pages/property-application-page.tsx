import { useQuery } from '@tanstack/react-query';
import { Link, useParams, type MetaFunction } from 'react-router';
import type { ApplicationStatus } from '@/domain/applications/application-view';
import type { PropertyApplicationDetailView } from '@/domain/property/property-application-detail';
import { DualPrice } from '@/web/components/money/dual-price';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { getPropertyApplicationQueryOptions } from '@/web/api/applications';
import { formatDate } from '@/web/lib/format-date';
import {
  ApplicationPayment,
  ApplicationStatusSection,
} from '@/web/components/applications/application-sections';
import { DetailFrame, DetailHeader, DetailQuery } from '@/web/components/detail/detail-frame';
import { FactList } from '@/web/components/ui/fact-list';
import { choiceLabel } from '@/web/lib/choice-label';
import { ApplicationStatusBadge } from '@/web/components/status/status-badges';
import { ViewingSection } from '../components/viewing-section';

export const meta: MetaFunction = () => [{ title: 'Your property application | Diaspora Hub' }];

function nextStep(status: ApplicationStatus, provider: string): string {
  switch (status) {
    case 'pending':
      return `${provider} contacts you about viewing and the next steps once the application fee is received. When your application is approved, the listing’s title documents open for you on its page.`;
    case 'approved':
      return `${provider} approved your application and contacts you about the next steps. Any title documents the listing has are open to you on its page.`;
    case 'rejected':
      return `${provider} did not approve this application.`;
    case 'cancelled':
      return 'This application was cancelled.';
  }
}

/** One property application of the signed-in user, opened from 'My Orders' (docs/decisions/032). */
export default function PropertyApplicationPage() {
  const id = useParams().id ?? '';
  const application = useQuery(getPropertyApplicationQueryOptions(id));
  return (
    <DetailFrame>
      <DetailQuery query={application} noun="application">
        {(data) => <PropertyApplication application={data} />}
      </DetailQuery>
    </DetailFrame>
  );
}

function PropertyApplication({ application }: { application: PropertyApplicationDetailView }) {
  return (
    <>
      <DetailHeader
        kind="Property application"
        title={application.propertyTitle}
        reference={{ label: 'Reference', value: application.reference }}
        badge={<ApplicationStatusBadge status={application.status} />}
      />
      <ApplicationStatusSection
        timeline={application.timeline}
        next={nextStep(application.status, application.providerName)}
        partner={{ name: application.providerName, steps: application.partnerSteps }}
      />
      <ViewingSection
        applicationId={application.id}
        viewing={application.viewing}
        canRequest={application.status === 'pending'}
      />
      <SectionCard title="Application fee" contentClassName="flex flex-col gap-3">
        <DualPrice price={{ usd: application.feeUsd, ngn: application.feeNgn }} />
        <p className="text-ink-muted">
          Charged by {application.providerName} for handling your application; not part of the price.
        </p>
      </SectionCard>
      <ApplicationPayment
        due={application.status === 'pending'}
        reference={application.reference}
        amount={{ usd: application.feeUsd, ngn: application.feeNgn }}
      >
        The application fee is due now, by bank transfer.
      </ApplicationPayment>
      <SectionCard title="Your application" contentClassName="flex flex-col gap-4">
        <FactList
          facts={[
            {
              label: 'Property',
              value: (
                <Link
                  to={paths.property(application.propertyId)}
                  className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4"
                >
                  {application.propertyTitle}
                </Link>
              ),
            },
            { label: 'Location', value: application.propertyLocation },
            { label: 'Listed by', value: application.providerName },
            { label: 'Applied on', value: formatDate(application.createdAt.slice(0, 10)) },
            { label: 'Applicant', value: application.applicant.name },
            { label: 'Email', value: application.applicant.email },
            { label: 'Preferred contact', value: choiceLabel(application.preferredContact) },
          ]}
        />
        <div className="flex flex-col gap-1">
          <h3 className="text-ink-muted">Your message</h3>
          <p className="whitespace-pre-line wrap-anywhere text-ink">{application.message}</p>
        </div>
      </SectionCard>
    </>
  );
}
