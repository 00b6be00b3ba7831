import {
  DELETION_WITHDRAW_MESSAGES as M,
  type OwnDeletionRequestView,
} from '../../../domain/accounts/deletion.schema';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import {
  findOwnOpenOrWithdrawnRequest,
  lockOwnPendingRequests,
  lockOwnRequest,
  markWithdrawn,
} from './account-deletion.repo';

export interface DeletionOwner {
  id: string;
  email: string;
}

/** What the profile shows of the user's own deletion request: the pending one, else the last withdrawn, else none. */
export async function ownDeletionRequest(
  db: Db,
  owner: DeletionOwner,
): Promise<OwnDeletionRequestView | null> {
  const row = await findOwnOpenOrWithdrawnRequest(db, owner);
  if (!row || (row.status !== 'pending' && row.status !== 'withdrawn')) return null;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * The owner takes their request back before an admin processes it: it, and any other pending request of theirs,
 * becomes 'withdrawn', each with an audit entry by the owner. Sent again, it changes nothing and answers the
 * same; a request already processed cannot be withdrawn (409), and someone else's is not found (404).
 */
export async function withdrawDeletionRequest(
  db: Db,
  owner: DeletionOwner,
  id: string,
): Promise<OwnDeletionRequestView | null> {
  await db.transaction(async (tx) => {
    const request = isUuid(id) ? await lockOwnRequest(tx, owner, id) : undefined;
    if (!request) throw new AppError('not_found', M.notFound);
    if (request.status === 'processed') throw new AppError('conflict', M.processed);
    if (request.status === 'withdrawn') return;
    const pending = await lockOwnPendingRequests(tx, owner);
    const ids = [...new Set([id, ...pending.map((row) => row.id)])];
    await markWithdrawn(tx, ids, new Date());
    for (const requestId of ids) {
      await recordAudit(tx, {
        actorId: owner.id,
        action: 'withdrawn',
        entityType: 'deletion_request',
        entityId: requestId,
        before: { status: 'pending' },
        after: { status: 'withdrawn' },
      });
    }
  });
  return ownDeletionRequest(db, owner);
}
