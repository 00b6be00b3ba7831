import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import type { ApplicationSummaryView } from '@/domain/applications/application-view';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';

/** Whether the user's application still stands, so the page shows it instead of offering to apply again. */
export function stillStands(application: ApplicationSummaryView | undefined): boolean {
  return application?.status === 'pending' || application?.status === 'approved';
}

/** The user's latest application for this listing: its status and date, and a link to its page. */
export function ExistingApplication({ application }: { application: ApplicationSummaryView }) {
  const status = APPLICATION_STATUS_LABELS[application.status];
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="font-semibold text-ink">You applied for this property</p>
      <p className="text-ink">
        Reference <strong className="wrap-anywhere">{application.reference}</strong>, applied on{' '}
        {formatDate(application.createdAt.slice(0, 10))}. Status: <strong>{status}</strong>.
      </p>
      <Link
        to={paths.application('property', application.id)}
        className="inline-flex min-h-11 w-fit items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
      >
        View your application <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
