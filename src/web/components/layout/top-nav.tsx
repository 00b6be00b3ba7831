import { Link, NavLink } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { useMe } from '@/web/api/me';
import { AccountMenu } from './account-menu';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-2 py-1.5 font-medium text-ink-muted hover:text-ink',
    isActive && 'text-brand-800 underline decoration-2 underline-offset-8',
  );

/** The shared top bar: signed-in and signed-out variants come from the session the server reports. */
export function TopNav() {
  const { data: me } = useMe();
  const signedIn = Boolean(me);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
        <Link
          to={signedIn ? paths.home : paths.landing}
          className="mr-auto rounded-lg text-lg"
          aria-label="Diaspora Hub home"
        >
          {/* Smaller below 360px, so the logo and the account button share a 320px screen. */}
          <Logo className="max-[359px]:text-base" />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          <li>
            <NavLink to={paths.healthcare} className={linkClasses}>
              Healthcare Plans
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.realEstate} className={linkClasses}>
              Real Estate
            </NavLink>
          </li>
          {signedIn && (
            <li>
              <NavLink to={paths.profile} className={linkClasses}>
                Profile
              </NavLink>
            </li>
          )}
        </ul>
        <AccountMenu signedIn={signedIn} />
      </nav>
    </header>
  );
}
