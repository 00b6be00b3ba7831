import { Link } from 'react-router';
import type { AdminApplicationView } from '@/domain/applications/application-admin';
import { FUNERAL_PLAN_TYPE_INFO } from '@/domain/funeral/funeral-plan';
import { formatNgn, formatUsd } from '@/domain/money';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { formatDateTime } from '@/web/lib/format-date-time';
import { applicationAmount } from './application-amount';
import { DetailList, type DetailItem } from './detail-list';

function kindFacts(application: AdminApplicationView): DetailItem[] {
  if (application.kind === 'property') {
    return [
      {
        label: 'Listing',
        value: (
          <Link
            to={paths.adminProperty(application.property.id)}
            className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4"
          >
            {application.property.title}
          </Link>
        ),
      },
      { label: 'Provider', value: application.provider.name },
      { label: 'Fee', value: applicationAmount('property', application.feeUsd, application.feeNgn) },
    ];
  }
  const { plan } = application;
  return [
    { label: 'Plan', value: FUNERAL_PLAN_TYPE_INFO[plan.planType].label },
    { label: 'Cover', value: `${formatUsd(plan.coverageAmountUsd)} / ${formatNgn(plan.coverageAmountNgn)}` },
    { label: 'Price', value: applicationAmount('funeral', plan.monthlyPriceUsd, plan.monthlyPriceNgn) },
  ];
}

/** What was applied for, for how much, and when. Amounts are those of the day the customer applied. */
export function ApplicationFacts({ application }: { application: AdminApplicationView }) {
  return (
    <SectionCard title="Application">
      <DetailList
        items={[
          { label: 'Reference', value: application.reference },
          ...kindFacts(application),
          { label: 'Applied', value: formatDateTime(application.createdAt) },
          { label: 'Last changed', value: formatDateTime(application.updatedAt) },
        ]}
      />
    </SectionCard>
  );
}
