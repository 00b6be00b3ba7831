import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Labelled values, the label above its value on a phone and beside it from the small breakpoint on, so a long
 * address or reference never squeezes into half a 320 px line. `dense` for a receipt's lines under its sentence.
 */
export function FactList({ facts, dense = false }: { facts: readonly Fact[]; dense?: boolean }) {
  return (
    <dl className={cn('flex flex-col', dense ? 'gap-2' : 'gap-3')}>
      {facts.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-semibold wrap-anywhere text-ink sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
