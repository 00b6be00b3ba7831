import type { ComponentProps } from 'react';

import { cn } from '@/web/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-line bg-surface py-5 text-ink shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('grid gap-1.5 px-5', className)} {...props} />;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'p';

/** Heading level depends on where the card sits, so callers pick it with `as` to keep the outline valid. */
export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: HeadingTag }) {
  return (
    <Tag
      data-slot="card-title"
      className={cn('text-lg leading-tight font-bold text-ink', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-ink-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-5', className)} {...props} />;
}
