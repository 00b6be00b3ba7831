import type { AuditEntryView } from '@/domain/audit/audit';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import type { ApplicationStatus } from '@/domain/applications/application-view';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDateTime } from '@/web/lib/format-date-time';

const statusLabel = (value: unknown) =>
  typeof value === 'string' && value in APPLICATION_STATUS_LABELS
    ? APPLICATION_STATUS_LABELS[value as ApplicationStatus]
    : undefined;

/** 'Pending → Approved' for a status change; the recorded action otherwise. */
function whatHappened(entry: AuditEntryView): string {
  const from = statusLabel(entry.before?.status);
  const to = statusLabel(entry.after?.status);
  return from && to ? `${from} → ${to}` : entry.action;
}

/** What admins did to this application, newest first, from the audit log. */
export function HistorySection({ history }: { history: readonly AuditEntryView[] }) {
  return (
    <SectionCard title="History">
      {history.length === 0 ? (
        <p className="text-ink-muted">No changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {history.map((entry) => {
            const note = entry.after?.note;
            return (
              <li key={entry.id} className="flex flex-col gap-0.5 border-l-2 border-line pl-3">
                <span className="font-semibold text-ink">{whatHappened(entry)}</span>
                <span className="text-sm break-words text-ink-muted">
                  {formatDateTime(entry.createdAt)} by {entry.actor.email ?? 'a deleted admin'}
                </span>
                {typeof note === 'string' && (
                  <span className="text-sm whitespace-pre-wrap text-ink">Note: {note}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
