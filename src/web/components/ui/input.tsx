import type { ComponentProps } from 'react';

import { cn } from '@/web/lib/cn';

/** Shared by Input, Textarea and SelectTrigger so every control looks and behaves the same. */
export const controlClasses = cn(
  'w-full min-w-0 rounded-xl border border-line-strong bg-surface px-3.5 text-base text-ink shadow-xs',
  'placeholder:text-ink-muted transition-colors',
  'disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-60',
  'aria-invalid:border-danger-700 aria-invalid:[--color-ring:var(--color-danger-700)]',
);

// text-base (16px) stops iOS Safari from zooming the page when a field gets focus.
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClasses,
        'min-h-11 py-2',
        'file:mr-3 file:border-0 file:bg-transparent file:font-semibold file:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}
