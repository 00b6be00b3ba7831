import { LogOut, Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/web/components/ui/sheet';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

interface AdminShellProps {
  email: string;
  onSignOut: () => void;
  children: ReactNode;
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV_ITEMS.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium text-ink-muted hover:bg-brand-50 hover:text-ink',
                isActive && 'bg-brand-100 text-brand-900',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console's frame: on phones a top bar whose menu opens the sections in a sheet; from large screens on the
 * sections stay in a sidebar beside the page.
 */
export function AdminShell({ email, onSignOut, children }: AdminShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = (
    <Button variant="ghost" size="sm" onClick={onSignOut} className="justify-start">
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[16rem_1fr]">
      <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-line bg-surface px-4 py-2 lg:hidden">
        <Link
          to={paths.adminDashboard}
          className="mr-auto inline-flex min-h-11 items-center rounded-lg"
          aria-label="Admin dashboard"
        >
          <Logo className="text-base" />
        </Link>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="outline" size="sm">
              <Menu aria-hidden="true" />
              Menu
            </Button>
          </SheetTrigger>
          <SheetContent side="left">
            <SheetTitle>Admin console</SheetTitle>
            <SheetDescription className="wrap-anywhere">Signed in as {email}</SheetDescription>
            <nav aria-label="Admin">
              <NavList onNavigate={() => setMenuOpen(false)} />
            </nav>
            {signOut}
          </SheetContent>
        </Sheet>
      </header>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-4 overflow-y-auto border-r border-line bg-surface p-4 lg:flex">
        <Link
          to={paths.adminDashboard}
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label="Admin dashboard"
        >
          <Logo />
        </Link>
        <nav aria-label="Admin" className="flex-1">
          <NavList />
        </nav>
        <p className="text-sm wrap-anywhere text-ink-muted">Signed in as {email}</p>
        {signOut}
      </aside>
      <main className="mx-auto w-full max-w-5xl px-4 pt-5 pb-12 sm:px-6">{children}</main>
    </div>
  );
}
