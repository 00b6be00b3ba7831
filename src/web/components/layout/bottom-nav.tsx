import { Link, useLocation } from 'react-router';
import { cn } from '@/web/lib/cn';
import { APP_DESTINATIONS, currentDestination } from './app-destinations';

/**
 * The signed-in app's tab bar on phones and tablets, within thumb reach; from lg up the top bar carries the same
 * destinations. The page leaves room for it (app.css, `body:has([data-bottom-nav])`).
 */
export function BottomNav() {
  const current = currentDestination(useLocation().pathname);
  return (
    <nav
      aria-label="App"
      data-bottom-nav=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {APP_DESTINATIONS.map((destination) => {
          const { to, label, icon: Icon } = destination;
          const active = destination === current;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-0.5 text-sm font-medium text-ink-muted',
                  active && 'font-semibold text-brand-800',
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
