import type { SupportRequestView } from '@/domain/support/support-admin';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDateTime } from '@/web/lib/format-date-time';

/** Who wrote the request, when, and what they asked. */
export function SupportMessage({ request }: { request: SupportRequestView }) {
  return (
    <SectionCard title="Request">
      <div className="flex flex-col gap-3">
        <p className="flex flex-col text-sm text-ink-muted">
          <span className="font-semibold text-ink">{request.user.name}</span>
          <a
            href={`mailto:${request.user.email}`}
            className="inline-flex min-h-11 items-center break-all text-brand-800 underline"
          >
            {request.user.email}
          </a>
          <span>Sent {formatDateTime(request.createdAt)}</span>
        </p>
        <p className="break-words whitespace-pre-wrap text-ink">{request.message}</p>
      </div>
    </SectionCard>
  );
}
