import type { ReactNode } from 'react';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { buttonVariants } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** 'button' looks like an outline button; 'link' is inline text. */
  look?: 'button' | 'link';
  className?: string;
}

/** A document outside the app, opened in a new tab; its name says so for screen readers. */
export function ExternalLink({ href, children, look = 'link', className }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        look === 'button'
          ? buttonVariants({ variant: 'outline' })
          : 'inline-flex min-h-11 items-center gap-1.5 rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900',
        'w-fit max-w-full whitespace-normal',
        className,
      )}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
