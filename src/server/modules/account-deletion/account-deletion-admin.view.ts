import { isDeletionOverdue } from '../../../domain/accounts/deletion-deadline';
import type { DeletionRequestView } from '../../../domain/accounts/deletion-admin';
import type { DeletionRequestRow } from './account-deletion-admin.repo';

export function toDeletionRequestView(row: DeletionRequestRow, now: Date): DeletionRequestView {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    status: row.status,
    confirmedVia: row.confirmedVia,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    overdue: isDeletionOverdue(row, now),
    account: row.accountId && row.accountEmail ? { id: row.accountId, email: row.accountEmail } : null,
  };
}
