import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

interface ScrollRegionProps {
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A box that scrolls on its own (hospital lists, the compare table). It is a named region that takes focus, so
 * keyboard users can scroll it with the arrow keys (axe: scrollable-region-focusable). It is positioned, so
 * screen-reader-only text inside stays inside it instead of widening the page.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus is how a keyboard scrolls it
    <div role="region" aria-label={label} tabIndex={0} className={cn('relative', className)}>
      {children}
    </div>
  );
}
