import { cn } from '@/web/lib/cn';

export type Currency = 'ngn' | 'usd';

const OPTIONS: Array<{ value: Currency; label: string }> = [
  { value: 'ngn', label: 'NGN' },
  { value: 'usd', label: 'USD' },
];

interface CurrencyToggleProps {
  value: Currency;
  onChange: (next: Currency) => void;
  /** Before hydration (prerendered HTML) a press would do nothing. */
  disabled: boolean;
}

/** Two toggle buttons (aria-pressed) choosing the currency prices are shown in. */
export function CurrencyToggle({ value, onChange, disabled }: CurrencyToggleProps) {
  return (
    <div role="group" aria-label="Currency" className="inline-flex w-fit rounded-xl bg-brand-100 p-1">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-11 min-w-16 rounded-lg px-4 text-sm font-semibold text-ink-muted transition-colors hover:text-ink',
            value === option.value && 'bg-surface text-brand-800 shadow-sm',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
