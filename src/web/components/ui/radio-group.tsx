import type { ComponentProps } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';

import { cn } from '@/web/lib/cn';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('grid gap-3', className)} {...props} />
  );
}

// 24px circle meets WCAG 2.5.8; pair it with a <Label> so the whole row is tappable.
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'peer grid size-6 shrink-0 place-items-center rounded-full border-2 border-line-strong bg-surface',
        'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        'data-[state=checked]:border-brand-700 aria-invalid:border-danger-700',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-brand-700" />
    </RadioGroupPrimitive.Item>
  );
}
