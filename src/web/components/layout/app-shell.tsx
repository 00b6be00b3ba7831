import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { TopNav } from './top-nav';

interface AppShellProps {
  children: ReactNode;
  className?: string;
}

/** The frame of the app's pages: the top bar (with the tab bar on phones when signed in) and the page. */
export function AppShell({ children, className }: AppShellProps) {
  return (
    <div className="min-h-dvh bg-canvas">
      <TopNav />
      <main id="main" className={cn('mx-auto w-full max-w-5xl px-4 py-6', className)}>
        {children}
      </main>
    </div>
  );
}
