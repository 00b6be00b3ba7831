import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { paths } from '@/web/config/paths';

interface AuthFrameProps {
  title: string;
  subtitle?: string;
  /** What the visitor was doing before they were asked to sign in, e.g. 'Sign in to continue buying …'. */
  purpose?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the entry screens (sign-in, sign-up, a partner's invitation): the brand on a gradient, then one card. */
export function AuthFrame({ title, subtitle, purpose, children, footer }: AuthFrameProps) {
  return (
    <div className="min-h-dvh bg-canvas">
      <div className="bg-brand-gradient px-4 pb-20 pt-6 focus-ring-inverse">
        <Link
          to={paths.landing}
          className="inline-flex min-h-11 items-center rounded-lg text-xl text-white"
          aria-label="Diaspora Hub home"
        >
          <Logo className="text-white" />
        </Link>
      </div>
      <main className="mx-auto -mt-14 w-full max-w-md px-4 pb-10">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-lg sm:p-7">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {subtitle && <p className="mt-1 text-ink-muted">{subtitle}</p>}
          {purpose && (
            <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900">{purpose}</p>
          )}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-ink-muted">{footer}</div>}
      </main>
    </div>
  );
}
