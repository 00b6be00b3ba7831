import { FileText } from 'lucide-react';
import { completeDetailsUrl } from '../content/documents';
import { ExternalLink } from './external-link';

/**
 * 'View Complete Plan Details': HomeReach plans share a document; the others have none yet, so the link is shown
 * but inert, announced as unavailable.
 */
export function CompleteDetailsLink({ planId }: { planId: string }) {
  const url = completeDetailsUrl(planId);
  if (url) {
    return (
      <ExternalLink href={url}>
        <FileText aria-hidden="true" className="size-4" />
        View Complete Plan Details
      </ExternalLink>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        className="inline-flex min-h-11 cursor-not-allowed items-center gap-1.5 rounded-sm font-semibold text-ink-muted"
      >
        <FileText aria-hidden="true" className="size-4" />
        View Complete Plan Details
      </span>
      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-medium text-brand-900">
        Not available yet
      </span>
    </span>
  );
}
