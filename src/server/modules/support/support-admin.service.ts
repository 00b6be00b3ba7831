import type { AdminPage } from '../../../domain/admin-page.schema';
import {
  ADMIN_SUPPORT_MESSAGES,
  canChangeSupportStatus,
  canReplyTo,
  STATUS_AFTER_REPLY,
  supportListOrder,
  type SupportListQuery,
  type SupportRequestRowView,
  type SupportRequestView,
  type SupportStatus,
} from '../../../domain/support/support-admin';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import type { AdminDeps } from '../../module-deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { announce } from '../notifications';
import { supportReplyNotification } from './support-reply-notification';
import {
  findSupportRequest,
  insertSupportReply,
  listSupportReplies,
  listSupportRequests,
  lockSupportRequest,
  setSupportStatus,
} from './support.repo';
import { toSupportRequestView, toSupportRowView } from './support-admin.view';

type SupportDeps = Pick<AdminDeps, 'db' | 'mail' | 'appUrl'>;

export async function supportInboxPage(
  db: Db,
  query: SupportListQuery,
): Promise<AdminPage<SupportRequestRowView>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const order = supportListOrder(query.status);
  const fetched = await listSupportRequests(db, query.status, order, after, query.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, query.limit, (row) => row.id);
  return { items: rows.map(toSupportRowView), nextCursor };
}

export async function supportRequestDetail(db: Db, id: string): Promise<SupportRequestView> {
  const row = isUuid(id) ? await findSupportRequest(db, id) : undefined;
  if (!row) throw new AppError('not_found', ADMIN_SUPPORT_MESSAGES.notFound);
  return toSupportRequestView(row, await listSupportReplies(db, id));
}

/** The request, locked for this transaction; 404 when there is none. */
async function lockedRequest(tx: Db, id: string) {
  const request = isUuid(id) ? await lockSupportRequest(tx, id) : undefined;
  if (!request) throw new AppError('not_found', ADMIN_SUPPORT_MESSAGES.notFound);
  return request;
}

/**
 * Answers a request: the reply, the status, the audit entry and the user's notification are written together;
 * the same words go out by mail once they are committed.
 */
export async function replyToSupportRequest(
  deps: SupportDeps,
  adminId: string,
  id: string,
  body: string,
): Promise<SupportRequestView> {
  await deps.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (!canReplyTo(request.status)) throw new AppError('conflict', ADMIN_SUPPORT_MESSAGES.closed);
    await insertSupportReply(tx, { requestId: id, authorId: adminId, body });
    await setSupportStatus(tx, id, STATUS_AFTER_REPLY);
    // The status only: the request's and the reply's words stay out of the audit log.
    await recordAudit(tx, {
      actorId: adminId,
      action: 'replied',
      entityType: 'support_request',
      entityId: id,
      before: { status: request.status },
      after: { status: STATUS_AFTER_REPLY },
    });
    await announce(tx, request.userId, supportReplyNotification(request.subject, body), deps);
  });
  return supportRequestDetail(deps.db, id);
}

/** Closes or reopens a request along the domain's rule; any other change is a 409. */
export async function changeSupportStatus(
  db: Db,
  adminId: string,
  id: string,
  to: SupportStatus,
): Promise<SupportRequestView> {
  await db.transaction(async (tx) => {
    const { status: from } = await lockedRequest(tx, id);
    if (!canChangeSupportStatus(from, to)) {
      throw new AppError('conflict', ADMIN_SUPPORT_MESSAGES.illegalChange(from, to));
    }
    await setSupportStatus(tx, id, to);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'status changed',
      entityType: 'support_request',
      entityId: id,
      before: { status: from },
      after: { status: to },
    });
  });
  return supportRequestDetail(db, id);
}
