import type { MetaFunction } from 'react-router';
import { AUDITED_ENTITIES, AUDITED_ENTITY_LABELS, type AuditedEntity } from '@/domain/audit/audit';
import { Button } from '@/web/components/ui/button';
import { AdminList } from '../../components/admin-list';
import { AdminPage } from '../../components/admin-page';
import { ChoiceFilter, useUrlFilter } from '../../components/list-filters';
import { useAuditLog } from '../api/admin-audit-log';
import { AuditEntryRow } from '../components/audit-entry-row';

export const meta: MetaFunction = () => [{ title: 'Audit log | Diaspora Hub admin' }];

const ENTITY_OPTIONS = AUDITED_ENTITIES.map((entity) => ({
  value: entity,
  label: AUDITED_ENTITY_LABELS[entity],
}));
const isEntity = (value: string): value is AuditedEntity =>
  (AUDITED_ENTITIES as readonly string[]).includes(value);

export default function AuditLogPage() {
  const [entityType, setEntityType] = useUrlFilter('entityType');
  // A row's page may link here with `?entityId=` to show that row's history.
  const [entityId, setEntityId] = useUrlFilter('entityId');
  const type = isEntity(entityType) ? entityType : undefined;
  const entries = useAuditLog({ entityType: type, entityId: entityId || undefined });
  return (
    <AdminPage title="Audit log" description="Every change an admin made, newest first.">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ChoiceFilter
          label="Kind of row"
          value={type ?? ''}
          onChange={setEntityType}
          options={ENTITY_OPTIONS}
          allLabel="Every kind"
        />
        {entityId && (
          <div className="flex flex-wrap items-center gap-2 text-ink-muted">
            <span>Showing the history of one row.</span>
            <Button variant="link" size="sm" className="px-0" onClick={() => setEntityId('')}>
              Show every row
            </Button>
          </div>
        )}
      </div>
      <AdminList
        label="Audit entries"
        query={entries}
        empty={type || entityId ? 'No change matches this filter.' : 'No admin has changed anything yet.'}
        getKey={(entry) => entry.id}
      >
        {(entry) => <AuditEntryRow entry={entry} />}
      </AdminList>
    </AdminPage>
  );
}
