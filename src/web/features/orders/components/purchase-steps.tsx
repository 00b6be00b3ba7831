import { Check } from 'lucide-react';
import { cn } from '@/web/lib/cn';

const STEPS = ['Select Plan', 'Add Beneficiaries', 'Review & Pay'] as const;

/** The three-step indicator of the purchase flow; `current` counts from 1. */
export function PurchaseSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Purchase progress">
      <ol className="flex items-center gap-2">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-1 text-center"
            >
              <span
                className={cn(
                  'grid size-8 place-items-center rounded-full text-sm font-bold',
                  done && 'bg-brand-700 text-white',
                  active && 'bg-brand-gradient text-white ring-4 ring-brand-100',
                  !done && !active && 'bg-brand-50 text-ink-muted ring-1 ring-line',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span className={cn('text-sm font-medium', active ? 'text-ink' : 'text-ink-muted')}>
                {step}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
