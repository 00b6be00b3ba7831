import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { FUNERAL_PLAN_TYPE_INFO, type FuneralApplicationView } from '@/domain/funeral/funeral-plan';
import { viewedPremium } from '@/domain/funeral/funeral-premium';
import { formatNgn } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { PremiumAmount } from '@/web/components/money/premium-amount';

/** The confirmation of an application: its reference, the monthly premium and when it is paid. */
export function ApplicationReceived({ application }: { application: FuneralApplicationView }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-success-700" />
        <h2 className="text-2xl font-bold text-ink">Application Received!</h2>
        <p className="max-w-md text-ink-muted">
          Thank you. Our team will review your application and contact you. Once it is approved, the first
          premium is due: your application page then gives its reference, and cover starts the day after it is
          received.
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <dt className="text-ink-muted">Reference</dt>
        <dd className="text-right font-mono font-bold whitespace-nowrap text-ink">{application.reference}</dd>
        <dt className="text-ink-muted">Plan</dt>
        <dd className="text-right text-ink">{FUNERAL_PLAN_TYPE_INFO[application.planType].label}</dd>
        <dt className="text-ink-muted">Cover</dt>
        <dd className="text-right text-ink">{formatNgn(application.coverageAmountNgn)}</dd>
        <dt className="text-ink-muted">Monthly premium</dt>
        <dd className="text-right">
          <PremiumAmount premium={viewedPremium(application)} />
        </dd>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg" className="flex-1">
          <Link to={paths.home}>Return to Homepage</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="flex-1">
          <Link to={paths.profile}>View in Profile</Link>
        </Button>
      </div>
    </div>
  );
}
