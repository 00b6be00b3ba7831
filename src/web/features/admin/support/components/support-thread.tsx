import type { SupportReplyView } from '@/domain/support/support-admin';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDateTime } from '@/web/lib/format-date-time';

/** The replies in the order they were sent, each as the user received it. */
export function SupportThread({ replies }: { replies: readonly SupportReplyView[] }) {
  return (
    <SectionCard title="Replies" description="Each reply reached the user in the app and by email.">
      {replies.length === 0 ? (
        <p className="text-ink-muted">No replies yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {replies.map((reply) => (
            <li key={reply.id} className="flex flex-col gap-1 border-l-2 border-line pl-3">
              <span className="text-sm break-words text-ink-muted">
                {formatDateTime(reply.createdAt)} by {reply.author.email ?? 'a deleted admin'}
              </span>
              <span className="break-words whitespace-pre-wrap text-ink">{reply.body}</span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
