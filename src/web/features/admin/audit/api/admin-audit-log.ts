import type { AuditedEntity } from '@/domain/audit/audit';
import { useAdminList } from '@/web/features/admin/api/use-admin-list';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from '@/web/api/root-keys';

export interface AuditLogFilter {
  entityType?: AuditedEntity;
  /** One row's history. */
  entityId?: string;
}

export const auditLogKeys = {
  all: [...rootKeys.admin, 'audit-log'] as const,
  list: (filter: AuditLogFilter) => [...auditLogKeys.all, 'list', filter] as const,
};

/** The audit log, a page at a time, newest first; a new filter starts from the first page. */
export function useAuditLog(filter: AuditLogFilter) {
  return useAdminList(auditLogKeys.list(filter), (cursor) =>
    unwrap(api.admin['audit-log'].$get({ query: { ...filter, ...(cursor ? { cursor } : {}) } })),
  );
}
