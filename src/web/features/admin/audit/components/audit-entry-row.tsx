import { auditActivityTitle, consolePathOf } from '@/domain/dashboard/admin-dashboard';
import { AUDITED_ENTITY_LABELS, type AuditEntryView } from '@/domain/audit/audit';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminRow } from '../../components/admin-row';
import { FieldChanges } from './field-changes';

/** Enough of a long id (a uuid) to tell rows apart at a glance. */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** One entry: what was done to which row, by whom and when, and the fields before → after. */
export function AuditEntryRow({ entry }: { entry: AuditEntryView }) {
  return (
    <AdminRow
      to={consolePathOf(entry.entityType, entry.entityId)}
      title={auditActivityTitle(entry.entityType, entry.action)}
      details={
        <>
          <span>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> by{' '}
            <span className="break-all">{entry.actor.email ?? 'Deleted admin'}</span>
          </span>
          <span>
            {AUDITED_ENTITY_LABELS[entry.entityType]}{' '}
            <span className="font-mono">{shortId(entry.entityId)}</span>
          </span>
          <FieldChanges before={entry.before} after={entry.after} />
        </>
      }
    />
  );
}
