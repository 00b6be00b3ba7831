import type { AdminPage } from '../../../domain/admin-page.schema';
import {
  ADMIN_DELETION_MESSAGES,
  deletionListOrder,
  type DeletionListQuery,
  type DeletionRequestView,
} from '../../../domain/accounts/deletion-admin';
import type { Db } from '../../db/client';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';
import { findDeletionRequest, listDeletionRequests } from './account-deletion-admin.repo';
import { toDeletionRequestView } from './account-deletion-admin.view';

/** One page of pending (oldest first) or processed (newest first) requests, each flagged when overdue. */
export async function deletionRequestsPage(
  db: Db,
  query: DeletionListQuery,
): Promise<AdminPage<DeletionRequestView>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const order = deletionListOrder(query.status);
  const fetched = await listDeletionRequests(db, query.status, order, after, query.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, query.limit, (row) => row.id);
  const now = new Date();
  return { items: rows.map((row) => toDeletionRequestView(row, now)), nextCursor };
}

export async function deletionRequestView(db: Db, id: string): Promise<DeletionRequestView> {
  const row = await findDeletionRequest(db, id);
  if (!row) throw new AppError('not_found', ADMIN_DELETION_MESSAGES.notFound);
  return toDeletionRequestView(row, new Date());
}
