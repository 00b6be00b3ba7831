import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/web/lib/cn';

interface DisclosureProps {
  /** What the reader opens it by: a question, usually. */
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A question that opens to its answer. A native `<details>`, so it opens with a tap, Enter or Space before any
 * script has run: a page built of these can be a document for visitors (decision 027), which a Radix accordion,
 * needing React, cannot.
 */
export function Disclosure({ summary, children, className }: DisclosureProps) {
  return (
    <details className="group border-b border-line last:border-b-0">
      <summary
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 text-left',
          'font-semibold text-ink transition-colors hover:text-brand-800 [&::-webkit-details-marker]:hidden',
        )}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className={cn('pb-4 text-ink-muted', className)}>{children}</div>
    </details>
  );
}
