import type { ComponentProps } from 'react';

import { cn } from '@/web/lib/cn';
import { controlClasses } from '@/web/components/ui/input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      data-slot="textarea"
      className={cn(
        controlClasses, // Sized to its content, a long unbroken string (a pasted link) would widen it and the page: it may break anywhere.
        'min-h-24 py-2.5 field-sizing-content wrap-anywhere',
        className,
      )}
      {...props}
    />
  );
}
