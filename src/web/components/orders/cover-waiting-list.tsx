import { cn } from '@/web/lib/cn';

/** What the cover waits for, one line each (coverWaiting); nothing once it started or the order was cancelled. */
export function CoverWaitingList({
  lines,
  className,
  label = 'What the cover waits for',
}: {
  lines: readonly string[];
  className?: string;
  label?: string;
}) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-1', className)}>
      {lines.map((line) => (
        <li key={line} className="wrap-anywhere">
          {line}
        </li>
      ))}
    </ul>
  );
}
