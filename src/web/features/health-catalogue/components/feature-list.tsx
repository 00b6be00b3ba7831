import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/cn';

interface FeatureListProps {
  items: readonly string[];
  icon?: LucideIcon;
  iconClassName?: string;
  className?: string;
}

/** A list of plan or provider points, each behind a small icon; nothing at all when there are none. */
export function FeatureList({ items, icon: Icon = Check, iconClassName, className }: FeatureListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={cn('flex flex-col gap-2 text-sm text-ink', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0 text-brand-700', iconClassName)} />
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
