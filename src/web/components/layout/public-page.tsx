import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

const FOOTER_LINKS = [
  { to: paths.help, label: 'Help Center' },
  { to: paths.support, label: 'Support' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsAndConditions, label: 'Terms and Conditions' },
  { to: paths.deleteAccount, label: 'Delete Account' },
];

/** The frame of the public pages: brand bar, content, footer. Renders without JavaScript (prerendered). */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="sticky top-0 z-10 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
          <Link to={paths.landing} className="rounded-lg text-xl" aria-label="Diaspora Hub home">
            <Logo />
          </Link>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.signIn}>Sign in</Link>
          </Button>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-brand-950 text-brand-50 focus-ring-inverse">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-brand-100">
            © {new Date().getFullYear()} Diaspora Hub. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
