import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';

import { cn } from '@/web/lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap',
    'transition-[color,background-color,border-color,filter,box-shadow] select-none',
    '[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0',
    'disabled:cursor-not-allowed disabled:opacity-60',
    // asChild links cannot be `disabled`; aria-disabled must also block clicks.
    'aria-disabled:pointer-events-none aria-disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        default: 'bg-brand-gradient text-white shadow-sm hover:brightness-90 active:brightness-85',
        secondary: 'bg-brand-100 text-brand-900 hover:bg-brand-200',
        outline: 'border border-brand-700 bg-surface text-brand-800 hover:bg-brand-50',
        ghost: 'text-brand-800 hover:bg-brand-50',
        destructive: 'bg-danger-700 text-white shadow-sm hover:bg-danger-800',
        link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
      },
      size: {
        // Every size is at least 44 px tall, the smallest target older fingers hit reliably (decision 034);
        // sm is narrower and its text smaller, not its target.
        sm: 'min-h-11 min-w-11 px-3 text-sm',
        default: 'min-h-11 min-w-11 px-5 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router Link) with button styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
