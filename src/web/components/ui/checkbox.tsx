import type { ComponentProps } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';

import { cn } from '@/web/lib/cn';

// 24px box meets WCAG 2.5.8; pair it with a <Label> so the whole row is tappable.
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer grid size-6 shrink-0 place-items-center rounded-md border-2 border-line-strong bg-surface text-white',
        'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700',
        'data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700',
        'aria-invalid:border-danger-700',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group grid place-items-center">
        <Check
          aria-hidden="true"
          className="size-4 group-data-[state=indeterminate]:hidden"
          strokeWidth={3}
        />
        <Minus
          aria-hidden="true"
          className="hidden size-4 group-data-[state=indeterminate]:block"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
