import { useEffect, useId, useRef } from 'react';
import { Menu, X } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '@/web/api/me';
import { Logo } from '@/web/components/brand/logo';
import { InPageLink } from '@/web/components/layout/public-page';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { DOWNLOAD_SECTION_ID, SECTION_LINKS } from '../content/landing-content';
import { enhanceLandingMenu } from './landing-menu';

const navLink =
  'rounded-lg px-3 py-2 font-medium text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800';

/** The way into the app: 'Sign in' and 'Create account', or 'My Account' for someone signed in. */
function accountLinks(signedIn: boolean) {
  return signedIn
    ? [{ to: paths.home, label: 'My Account' }]
    : [
        { to: paths.login, label: 'Sign in' },
        { to: paths.signUp, label: 'Create account' },
      ];
}

/**
 * The landing page's fixed bar. From `lg` up the section links and the account links sit in the bar; below that
 * they fold into a disclosure menu (a button with aria-expanded). The menu's behaviour is landing-menu.ts, shared
 * with the page's React-free script, so React renders it closed and leaves it to that code. A visitor's page is a
 * document rendered signed out; a signed-in user's is hydrated and shows 'My Account' (decision 027).
 */
export function LandingTopBar() {
  const menuId = useId();
  const barRef = useRef<HTMLElement>(null);
  const { data: me } = useMe();
  const account = accountLinks(Boolean(me));

  useEffect(() => enhanceLandingMenu(barRef.current!), []);

  return (
    <header
      ref={barRef}
      className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-surface/90 backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <InPageLink
          to={'home'}
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label="Diaspora Hub home"
        >
          <Logo className="hidden text-lg min-[360px]:inline-flex sm:text-xl" />
          <Logo withWordmark={false} className="text-2xl min-[360px]:hidden" />
        </InPageLink>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <InPageLink to={link.id} className={navLink}>
                  {link.label}
                </InPageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {account.map((link, index) => (
            <Button
              key={link.to}
              asChild
              size="sm"
              variant={index === account.length - 1 ? 'outline' : 'ghost'}
              className="hidden lg:inline-flex"
            >
              <Link to={link.to}>{link.label}</Link>
            </Button>
          ))}
          <Button asChild size="sm" className="px-4">
            <InPageLink to={DOWNLOAD_SECTION_ID}>Get Started</InPageLink>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="group lg:hidden"
            aria-expanded="false"
            aria-controls={menuId}
            data-menu-toggle=""
          >
            <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden group-aria-expanded:block" />
            <span className="sr-only">Menu</span>
          </Button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Main"
        className="hidden border-t border-line bg-surface px-3 pb-3 shadow-lg lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col pt-2">
          {SECTION_LINKS.map((link) => (
            <li key={link.id}>
              <InPageLink to={link.id} className={cn(navLink, 'flex min-h-11 items-center text-base')}>
                {link.label}
              </InPageLink>
            </li>
          ))}
          {account.map((link, index) => (
            <li key={link.to} className={cn(index === 0 && 'mt-2 border-t border-line pt-2')}>
              <Link to={link.to} className={cn(navLink, 'flex min-h-11 items-center text-base')}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
