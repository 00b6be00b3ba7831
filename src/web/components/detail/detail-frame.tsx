import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';

/** The frame of an order's or application's page: the way back to 'My Orders', then the page. */
export function DetailFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Link
          to={paths.profile}
          className="-ml-2 inline-flex min-h-11 w-fit items-center gap-1 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" /> My Orders
        </Link>
        {children}
      </div>
    </AppShell>
  );
}

interface DetailHeaderProps {
  /** What it is: 'Health plan order', 'Property application'. */
  kind: string;
  title: string;
  reference: { label: string; value: string };
  badge: ReactNode;
}

export function DetailHeader({ kind, title, reference, badge }: DetailHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      <p className="font-semibold text-ink-muted">{kind}</p>
      <h1 className="text-2xl font-bold wrap-anywhere text-ink sm:text-3xl">{title}</h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {badge}
        <span className="text-ink-muted">
          {reference.label}{' '}
          <strong className="font-semibold wrap-anywhere text-ink">{reference.value}</strong>
        </span>
      </div>
    </header>
  );
}

interface DetailQueryProps<T> {
  query: UseQueryResult<T>;
  /** 'order', 'application': how the page names what it shows. */
  noun: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, not found, failed or loaded. The server answers 404 for what is not the caller's as for what does not
 * exist (docs/decisions/032), so the page says the same for both.
 */
export function DetailQuery<T>({ query, noun, children }: DetailQueryProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6">
        <h1 className="text-2xl font-bold text-ink">We could not find this {noun}</h1>
        <p className="text-ink-muted">
          Check the link. The orders and applications of your account are listed in your profile.
        </p>
        <Button asChild className="w-fit">
          <Link to={paths.profile}>Go to My Orders</Link>
        </Button>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6">
        <h1 className="text-2xl font-bold text-ink">We could not load this {noun} just now</h1>
        <Button className="w-fit" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label={`Loading your ${noun}`} className="flex flex-col gap-4">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
