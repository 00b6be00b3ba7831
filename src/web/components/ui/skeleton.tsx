import type { ComponentProps } from 'react';

import { cn } from '@/web/lib/cn';

// Hidden from assistive tech: announce loading once on the region (e.g. aria-busy), not per shape.
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('rounded-lg bg-brand-100 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
