import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { useMe } from '@/web/api/me';
import { AccountMenu } from './account-menu';
import { APP_DESTINATIONS, currentDestination } from './app-destinations';
import { BottomNav } from './bottom-nav';

const linkClasses = (isActive: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-ink-muted hover:text-ink',
    isActive && 'text-brand-800 underline decoration-2 underline-offset-8',
  );

/** A visitor's links: the two public catalogues. */
function VisitorLinks() {
  return (
    <ul className="hidden items-center gap-1 md:flex">
      <li>
        <NavLink to={paths.healthcare} className={({ isActive }) => linkClasses(isActive)}>
          Healthcare Plans
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.realEstate} className={({ isActive }) => linkClasses(isActive)}>
          Real Estate
        </NavLink>
      </li>
    </ul>
  );
}

/** A signed-in user's links on desktop: the tab bar's destinations, which phones have at the bottom. */
function AppLinks() {
  const current = currentDestination(useLocation().pathname);
  return (
    <ul className="hidden items-center gap-1 lg:flex">
      {APP_DESTINATIONS.map((destination) => (
        <li key={destination.to}>
          <Link
            to={destination.to}
            aria-current={destination === current ? 'page' : undefined}
            className={linkClasses(destination === current)}
          >
            {destination.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shared top bar: signed-in and signed-out variants come from the session the server reports. Signed in, the
 * app's destinations are in the top bar from lg up and in the tab bar below it: one navigation on every page that
 * has this bar (decision 034).
 */
export function TopNav() {
  const { data: me } = useMe();
  const signedIn = Boolean(me);
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
          <Link
            to={signedIn ? paths.home : paths.landing}
            className="mr-auto inline-flex min-h-11 items-center rounded-lg text-lg"
            aria-label="Diaspora Hub home"
          >
            {/* Smaller below 360px, so the logo and the account button share a 320px screen. */}
            <Logo className="max-[359px]:text-base" />
          </Link>
          {signedIn ? <AppLinks /> : <VisitorLinks />}
          <AccountMenu signedIn={signedIn} />
        </nav>
      </header>
      {signedIn && <BottomNav />}
    </>
  );
}
