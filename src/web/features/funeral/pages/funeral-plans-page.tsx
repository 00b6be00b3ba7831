import { Link, type MetaFunction } from 'react-router';
import { DocumentPageMarker } from '@/web/components/layout/document-page-marker';
import { paths } from '@/web/config/paths';
import { FuneralFrame } from '../components/funeral-frame';
import { FuneralPlanList } from '../components/funeral-plan-list';
import { WaitingPeriods } from '../components/waiting-periods';

export const meta: MetaFunction = () => [
  { title: 'Funeral Plans | Diaspora Hub' },
  {
    name: 'description',
    content:
      'Funeral cash plans that pay your family at home a fixed amount towards funeral costs, paid monthly.',
  },
];

/**
 * The funeral plans. A visitor gets the page as a document with the plans the server renders into it (decision
 * 027); React runs it for a signed-in user, whose plans load from the API.
 */
export default function FuneralPlansPage() {
  return (
    <FuneralFrame title="Choose Your Coverage Plan" back={{ to: paths.home }}>
      <DocumentPageMarker for="visitors" />
      <p className="-mt-3 text-ink-muted">
        Funeral cash plans pay a fixed amount to help your family at home with funeral costs. Pay monthly by
        bank transfer.
      </p>
      <p className="text-ink">
        Named as the claim contact on someone&apos;s plan?{' '}
        <Link
          to={paths.funeralClaimContact}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Claim as a named contact
        </Link>
      </p>
      <WaitingPeriods />
      <FuneralPlanList />
    </FuneralFrame>
  );
}
