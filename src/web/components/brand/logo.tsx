import { useId } from 'react';

import { cn } from '@/web/lib/cn';
import { PRODUCT_NAME } from '@/domain/site/product-name';

export type LogoProps = {
  /** Show the "Diaspora Hub" text beside the mark. */
  withWordmark?: boolean;
  /** Font size scales the whole logo; text colour sets the wordmark (e.g. `text-white` on dark). */
  className?: string;
};

/** The mark: a home under a protective globe arc with a heart inside, on the brand gradient. */
export function Logo({ withWordmark = true, className }: LogoProps) {
  // useId output can contain characters that are awkward inside url(#...), so keep it plain.
  const gradientId = `dh-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const a11y = withWordmark
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': PRODUCT_NAME } as const);

  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold text-brand-900', className)}>
      <svg viewBox="0 0 48 48" focusable="false" className="size-[1.6em] shrink-0" {...a11y}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="48" y2="48" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#0f7a62" />
            <stop offset="1" stopColor="#0a4137" />
          </linearGradient>
        </defs>
        <rect width="48" height="48" rx="12" fill={`url(#${gradientId})`} />
        <path d="M8 27a16 16 0 0 1 32 0" fill="none" stroke="#f8cb52" strokeWidth="3" strokeLinecap="round" />
        <circle cx="40" cy="27" r="2.5" fill="#f8cb52" />
        <path d="M13.5 25 24 16.5 34.5 25v11a2 2 0 0 1-2 2h-17a2 2 0 0 1-2-2Z" fill="#fff" />
        <path
          d="M24 35s-5.5-3.2-5.5-6.6a2.9 2.9 0 0 1 5.5-1.3 2.9 2.9 0 0 1 5.5 1.3C29.5 31.8 24 35 24 35Z"
          fill={`url(#${gradientId})`}
        />
      </svg>
      {withWordmark && (
        <span className="leading-none tracking-tight whitespace-nowrap">
          Diaspora <span className="font-semibold">Hub</span>
        </span>
      )}
    </span>
  );
}
