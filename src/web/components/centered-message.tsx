import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

interface CenteredMessageProps {
  title: string;
  children: ReactNode;
  action?: { label: string; to: string };
}

/** A full-screen message with the brand and one way on: for not-found, errors and unfinished pages. */
export function CenteredMessage({
  title,
  children,
  action = { label: 'Go to the homepage', to: paths.landing },
}: CenteredMessageProps) {
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-5 py-10">
      <div className="flex w-full max-w-md flex-col items-center gap-6 text-center">
        <Link
          to={paths.landing}
          aria-label="Diaspora Hub home"
          className="inline-flex min-h-11 items-center rounded-lg"
        >
          <Logo withWordmark={false} className="text-5xl" />
        </Link>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <div className="text-ink-muted">{children}</div>
        <Button asChild>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      </div>
    </main>
  );
}
