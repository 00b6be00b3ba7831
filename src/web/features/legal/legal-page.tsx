import type { ReactNode } from 'react';
import { PublicPage } from '@/web/components/layout/public-page';

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  children: ReactNode;
}

export function LegalPage({ title, lastUpdated, children }: LegalPageProps) {
  return (
    <PublicPage>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">Last updated {lastUpdated}</p>
        <div className="mt-8 space-y-6 text-ink">{children}</div>
      </article>
    </PublicPage>
  );
}
