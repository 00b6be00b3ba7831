import type { PartnerStep, TimelineStep } from '@/domain/status-timeline';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format-date-time';

interface StatusTimelineProps<S extends string> {
  steps: TimelineStep<S>[];
  labels: Record<S, string>;
  /** Steps a partner took (issue 33 point 6), placed among the statuses by their time. */
  partnerSteps?: PartnerStep[];
}

/** `line` says who took a status step when it was a partner (a claim's underwriter). */
type Entry = { at: string; key: string; text: string; isStatus: boolean; line?: string };

/** The statuses and the partners' steps in one list, oldest first; a tie keeps the status first. */
function entriesOf<S extends string>(
  steps: TimelineStep<S>[],
  labels: Record<S, string>,
  partnerSteps: PartnerStep[],
): Entry[] {
  const statuses = steps.map((step) => ({
    at: step.at,
    key: `${step.status}-${step.at}`,
    text: labels[step.status],
    isStatus: true,
    line: step.line,
  }));
  const partners = partnerSteps.map((step) => ({
    at: step.at,
    key: `partner-${step.at}-${step.text}`,
    text: step.text,
    isStatus: false,
  }));
  return [...statuses, ...partners].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The statuses an order or application has had, oldest first, the last one being where it stands now, with the
 * steps its partners took among them. Only what happened is drawn (docs/decisions/032); what comes next is said
 * in words beside it.
 */
export function StatusTimeline<S extends string>({
  steps,
  labels,
  partnerSteps = [],
}: StatusTimelineProps<S>) {
  const entries = entriesOf(steps, labels, partnerSteps);
  const now = entries.findLastIndex((entry) => entry.isStatus);
  return (
    <ol className="flex flex-col">
      {entries.map((entry, index) => {
        const current = index === now;
        const last = index === entries.length - 1;
        return (
          <li key={entry.key} aria-current={current ? 'step' : undefined} className="flex gap-3">
            <span aria-hidden="true" className="flex flex-col items-center pt-1.5">
              <span
                className={cn(
                  'size-3.5 shrink-0 rounded-full',
                  current ? 'bg-brand-700 ring-4 ring-brand-100' : 'bg-line-strong',
                )}
              />
              {!last && <span className="my-1 w-0.5 flex-1 bg-line" />}
            </span>
            <div className={cn('flex flex-col', !last && 'pb-4')}>
              <span className={cn('text-ink', entry.isStatus && 'font-semibold')}>
                {entry.text}
                {current && <span className="font-normal text-ink-muted"> (now)</span>}
              </span>
              {entry.line && <span className="wrap-anywhere text-ink">{entry.line}</span>}
              <time dateTime={entry.at} className="text-ink-muted">
                {formatDateTime(entry.at)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
