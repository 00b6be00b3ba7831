import type {
  SupportRequestRowView,
  SupportRequestView,
  SupportReplyView,
} from '../../../domain/support/support-admin';
import type { listSupportReplies, SupportRequestRow } from './support.repo';

type ReplyRow = Awaited<ReturnType<typeof listSupportReplies>>[number];

export function toSupportRowView(row: Omit<SupportRequestRow, 'cursorAt'>): SupportRequestRowView {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    user: row.user,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toReplyView(reply: ReplyRow): SupportReplyView {
  return {
    id: reply.id,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
    author: { id: reply.authorId, email: reply.authorEmail },
  };
}

export function toSupportRequestView(
  row: Omit<SupportRequestRow, 'cursorAt'> & { message: string },
  replies: ReplyRow[],
): SupportRequestView {
  return { ...toSupportRowView(row), message: row.message, replies: replies.map(toReplyView) };
}
