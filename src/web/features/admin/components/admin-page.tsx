import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { backTarget } from '@/web/lib/back-link';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title, such as 'New listing'. */
  actions?: ReactNode;
  /** A link back to the list a detail page belongs to, as filtered when the page was opened from it. */
  back?: { label: string; to: string };
  children: ReactNode;
}

/** One console page: an optional way back, the h1 with its actions, then the content. */
export function AdminPage({ title, description, actions, back, children }: AdminPageProps) {
  const { search } = useLocation();
  return (
    <div className="flex flex-col gap-5">
      {back && (
        <Link
          to={backTarget(search, back.to)}
          className="inline-flex min-h-11 w-fit items-center gap-1.5 rounded-lg font-medium text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-ink">{title}</h1>
          {description && <p className="mt-1 text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
