import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { Button } from '@/web/components/ui/button';

interface FuneralFrameProps {
  title: string;
  /** Where Back goes: a fixed path, since these pages are often opened from a shared link. */
  back: { to: string; label?: string };
  children: ReactNode;
}

/** The frame of the funeral pages: Back, the heading, the content. */
export function FuneralFrame({ title, back, children }: FuneralFrameProps) {
  return (
    <AppShell>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label ?? 'Back'}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {children}
      </div>
    </AppShell>
  );
}
