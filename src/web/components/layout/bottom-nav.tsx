import { Building2, HeartPulse, House, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

const ITEMS = [
  { to: paths.home, label: 'Home', icon: House },
  { to: paths.healthcarePlans, label: 'Health', icon: HeartPulse },
  { to: paths.realEstateProviders, label: 'Properties', icon: Building2 },
  { to: paths.profile, label: 'Profile', icon: UserRound },
];

/** The signed-in app's tab bar, within thumb reach on phones. */
export function BottomNav() {
  return (
    <nav
      aria-label="App"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-ink-muted',
                  isActive && 'text-brand-800',
                )
              }
            >
              <Icon aria-hidden="true" className="size-6" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
