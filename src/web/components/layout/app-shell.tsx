import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { BottomNav } from './bottom-nav';
import { TopNav } from './top-nav';

interface AppShellProps {
  children: ReactNode;
  /** The tab bar of the signed-in app (home, profile). */
  withBottomNav?: boolean;
  className?: string;
}

/** The frame of the app's pages: top navigation, the page, and optionally the bottom tab bar. */
export function AppShell({ children, withBottomNav = false, className }: AppShellProps) {
  return (
    <div className="min-h-dvh bg-canvas">
      <TopNav />
      <main
        id="main"
        className={cn('mx-auto w-full max-w-5xl px-4 py-6', withBottomNav && 'pb-24', className)}
      >
        {children}
      </main>
      {withBottomNav && <BottomNav />}
    </div>
  );
}
