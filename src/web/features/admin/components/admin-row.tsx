import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { withBack } from '@/web/lib/back-link';

interface AdminRowProps {
  /** The row's page; the title is its link, so the whole card is one tab stop. */
  to?: string;
  title: ReactNode;
  /** Beside the title: a status badge. */
  badge?: ReactNode;
  /** Smaller lines under the title: who, when, how much. */
  details?: ReactNode;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
}

/** One row of an admin list, as a card. */
export function AdminRow({ to, title, badge, details, actions }: AdminRowProps) {
  // The row's page goes back to this list as filtered now (decision 034).
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold break-words text-ink">
            {to ? (
              <Link
                to={withBack(to, pathname + search)}
                className="inline-flex min-h-11 items-center rounded text-brand-800 underline-offset-4 hover:underline"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </span>
          {badge}
        </div>
        {details && <div className="flex flex-col gap-0.5 text-sm text-ink-muted">{details}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
