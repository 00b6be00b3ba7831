import { Link } from 'react-router';
import type { ActivityItem, ActivityKind } from '@/domain/dashboard/admin-dashboard';
import { formatDateTime } from '@/web/lib/format-date-time';

const KIND_LABELS: Record<ActivityKind, string> = {
  order: 'New order',
  property_application: 'New application',
  funeral_application: 'New application',
  support_request: 'New support request',
  deletion_request: 'New deletion request',
  audit: 'Admin change',
};

/** The newest events, newest first, each a link to where it is handled. */
export function LatestActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <section aria-labelledby="latest-activity" className="flex flex-col gap-3">
      <h2 id="latest-activity" className="text-xl font-bold text-ink">
        Latest activity
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl bg-surface p-5 text-ink-muted">Nothing has happened yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-0.5 px-4 py-3">
              <Link
                to={item.path}
                className="inline-flex min-h-11 w-fit items-center rounded font-semibold wrap-anywhere text-brand-800 underline-offset-4 hover:underline"
              >
                {item.title}
              </Link>
              <p className="text-sm text-ink-muted">
                {KIND_LABELS[item.kind]} · <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
