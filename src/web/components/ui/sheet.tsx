import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';

import { cn } from '@/web/lib/cn';
import { closeButtonClasses, DialogOverlay } from '@/web/components/ui/dialog';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva(
  [
    'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-surface p-5 text-ink shadow-xl',
    'data-[state=closed]:animate-fade-out',
  ],
  {
    variants: {
      side: {
        right:
          'inset-y-0 right-0 h-dvh w-[85%] max-w-sm [--slide-from:100%_0] data-[state=open]:animate-slide-in',
        left: 'inset-y-0 left-0 h-dvh w-[85%] max-w-sm [--slide-from:-100%_0] data-[state=open]:animate-slide-in',
        top: 'inset-x-0 top-0 max-h-[85dvh] rounded-b-2xl [--slide-from:0_-100%] data-[state=open]:animate-slide-in',
        // Keeps the last control above the iPhone home indicator.
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl pb-[max(1.25rem,env(safe-area-inset-bottom))] [--slide-from:0_100%] data-[state=open]:animate-slide-in',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { showCloseButton?: boolean };

export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay data-slot="sheet-overlay" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close className={closeButtonClasses}>
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('grid gap-1.5 pr-10', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg leading-tight font-bold text-ink', className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-ink-muted', className)}
      {...props}
    />
  );
}
