import { useQuery } from '@tanstack/react-query';
import { useParams, type MetaFunction } from 'react-router';
import type { ApplicationStatus } from '@/domain/applications/application-view';
import type { FuneralApplicationDetailView } from '@/domain/funeral/funeral-application-detail';
import { calendarDateOf, formatCalendarDate } from '@/domain/calendar-date';
import { premiumPaymentWay } from '@/domain/funeral/cover-notices';
import { savedCardName } from '@/domain/funeral/premium-card';
import { cardChargesOnDueDay } from '@/domain/funeral/premium-card-charges';
import { DualPrice } from '@/web/components/money/dual-price';
import { viewedPremium } from '@/domain/funeral/funeral-premium';
import { PremiumAmount } from '@/web/components/money/premium-amount';
import { SectionCard } from '@/web/components/ui/section-card';
import { getFuneralApplicationQueryOptions } from '@/web/api/applications';
import { formatDate } from '@/web/lib/format-date';
import {
  ApplicationPayment,
  ApplicationStatusSection,
} from '@/web/components/applications/application-sections';
import { DetailFrame, DetailHeader, DetailQuery } from '@/web/components/detail/detail-frame';
import { FuneralPeopleSection } from '../components/funeral-people-section';
import { ApplicationStatusBadge } from '@/web/components/status/status-badges';
import { ClaimsSection } from '../components/claims/claims-section';
import { PremiumCard } from '../components/premium-card';
import { getPremiumCardQueryOptions } from '../api/premium-card';
import { ClaimContactSection } from '../components/claim-contact-section';
import { PremiumReceipts } from '../components/premium-receipts';

export const meta: MetaFunction = () => [{ title: 'Your funeral plan application | Diaspora Hub' }];

const NEXT_STEP: Record<ApplicationStatus, string> = {
  pending: 'We review your application and contact you. Your reference is on every payment you make.',
  approved: 'Your application was approved. Pay each premium by its due date to keep the cover in force.',
  rejected: 'This application was not approved.',
  cancelled: 'This application was cancelled.',
};

/**
 * The saved card the next premium will be charged to on its due day (decision 066), or undefined: then the page
 * asks for a transfer, as the reminder does.
 */
function useChargedCard(application: FuneralApplicationDetailView) {
  const approved = application.status === 'approved';
  const premiumCard = useQuery({ ...getPremiumCardQueryOptions(application.id), enabled: approved });
  const next = application.cover.nextPremium;
  const card = premiumCard.data?.offered ? premiumCard.data.card : null;
  if (!card || !next || !cardChargesOnDueDay(next, calendarDateOf(new Date()))) return undefined;
  return { name: savedCardName(card) };
}

/** One funeral plan application of the signed-in user, opened from 'My Orders' (docs/decisions/032). */
export default function FuneralApplicationPage() {
  const id = useParams().id ?? '';
  const application = useQuery(getFuneralApplicationQueryOptions(id));
  return (
    <DetailFrame>
      <DetailQuery query={application} noun="application">
        {(data) => <FuneralApplication application={data} />}
      </DetailQuery>
    </DetailFrame>
  );
}

function FuneralApplication({ application }: { application: FuneralApplicationDetailView }) {
  const next = application.cover.nextPremium;
  const chargedCard = useChargedCard(application);
  return (
    <>
      <DetailHeader
        kind="Funeral plan application"
        title={application.title}
        reference={{ label: 'Reference', value: application.reference }}
        badge={<ApplicationStatusBadge status={application.status} />}
      />
      <ApplicationStatusSection timeline={application.timeline} next={NEXT_STEP[application.status]} />
      {application.status === 'approved' && (
        <SectionCard title="Cover">
          <p role="status" className="font-semibold text-ink">
            {application.cover.text}
          </p>
        </SectionCard>
      )}
      <ClaimsSection application={application} />
      <SectionCard title="Amounts" contentClassName="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-ink-muted">Monthly premium</p>
          <PremiumAmount premium={viewedPremium(application)} size="lg" />
        </div>
        <div className="flex flex-col gap-1 border-t border-line pt-4">
          <p className="text-ink-muted">Cash paid out on a covered death</p>
          <DualPrice price={{ usd: application.coverageAmountUsd, ngn: application.coverageAmountNgn }} />
        </div>
        <p className="text-ink-muted">
          Applied on {formatDate(application.createdAt.slice(0, 10))}, at the plan&apos;s amounts of that day.
        </p>
      </SectionCard>
      {next && (
        <ApplicationPayment
          due
          reference={next.reference}
          amount={{ usd: next.amountUsd, ngn: next.amountNgn }}
        >
          Premium {next.index + 1} is due on {formatCalendarDate(next.dueOn)}.{' '}
          {premiumPaymentWay(next.reference, chargedCard)}
        </ApplicationPayment>
      )}
      {application.status === 'approved' && (
        <PremiumCard applicationId={application.id} nextIndex={next?.index ?? null} />
      )}
      <PremiumReceipts receipts={application.receipts} />
      <FuneralPeopleSection application={application} />
      <ClaimContactSection application={application} />
    </>
  );
}
