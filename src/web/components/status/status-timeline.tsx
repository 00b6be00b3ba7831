import type { TimelineStep } from '@/domain/status-timeline';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format-date-time';

interface StatusTimelineProps<S extends string> {
  steps: TimelineStep<S>[];
  labels: Record<S, string>;
}

/**
 * The statuses an order or application has had, oldest first, the last one being where it stands now. Only what
 * happened is drawn (docs/decisions/032); what comes next is said in words beside it.
 */
export function StatusTimeline<S extends string>({ steps, labels }: StatusTimelineProps<S>) {
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        return (
          <li
            key={`${step.status}-${step.at}`}
            aria-current={current ? 'step' : undefined}
            className="flex gap-3"
          >
            <span aria-hidden="true" className="flex flex-col items-center pt-1.5">
              <span
                className={cn(
                  'size-3.5 shrink-0 rounded-full',
                  current ? 'bg-brand-700 ring-4 ring-brand-100' : 'bg-line-strong',
                )}
              />
              {!current && <span className="my-1 w-0.5 flex-1 bg-line" />}
            </span>
            <div className={cn('flex flex-col', !current && 'pb-4')}>
              <span className="font-semibold text-ink">
                {labels[step.status]}
                {current && <span className="font-normal text-ink-muted"> (now)</span>}
              </span>
              {step.line && <span className="wrap-anywhere text-ink">{step.line}</span>}
              <time dateTime={step.at} className="text-ink-muted">
                {formatDateTime(step.at)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
