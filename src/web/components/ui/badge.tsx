import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '@/web/lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap [&>svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-700 text-white',
        secondary: 'border-transparent bg-brand-100 text-brand-900',
        outline: 'border-line-strong text-ink',
        success: 'border-transparent bg-success-100 text-success-800',
        warning: 'border-transparent bg-accent-100 text-accent-900',
        destructive: 'border-transparent bg-danger-100 text-danger-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
