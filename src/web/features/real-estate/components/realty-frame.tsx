import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PublicPage } from '@/web/components/layout/public-page';
import { TopNav } from '@/web/components/layout/top-nav';
import { Button } from '@/web/components/ui/button';

interface RealtyFrameProps {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the real-estate pages: public (visitors may browse), the app's top bar, a title band. */
export function RealtyFrame({ title, intro, back, children }: RealtyFrameProps) {
  return (
    <PublicPage header={<TopNav />}>
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-4 pb-6 sm:pb-10">
          {back ? (
            <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
              <Link to={back.to}>
                <ArrowLeft aria-hidden="true" />
                {back.label}
              </Link>
            </Button>
          ) : (
            <div className="h-2" />
          )}
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-gradient sm:text-4xl">{title}</h1>
          {intro && <div className="max-w-3xl text-lg leading-relaxed text-ink-muted">{intro}</div>}
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:py-10">{children}</div>
    </PublicPage>
  );
}
