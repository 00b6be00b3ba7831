import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';

export type PaymentMethod = 'bank_transfer' | 'card';

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Card checkout is offered only when a card payment provider is configured (DECISIONS 19). */
  cardAvailable: boolean;
}

export function PaymentMethodChoice({ value, onChange, cardAvailable }: PaymentMethodChoiceProps) {
  const options = [
    {
      value: 'bank_transfer',
      label: 'Bank Transfer',
      hint: 'We show you our bank details and your payment reference, and mail them to you.',
      disabled: false,
    },
    {
      value: 'card',
      label: cardAvailable ? 'Debit Card' : 'Debit Card (Coming Soon)',
      hint: cardAvailable ? 'Pay now on our card payment partner’s secure page.' : undefined,
      disabled: !cardAvailable,
    },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <legend className="float-left mb-1 text-lg font-bold text-ink">Payment Method</legend>
      <RadioGroup
        value={value}
        onValueChange={(method) => onChange(method as PaymentMethod)}
        className="clear-left"
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-3 rounded-xl border border-line px-3 py-3">
            <RadioGroupItem id={`payment-${option.value}`} value={option.value} disabled={option.disabled} />
            <Label
              htmlFor={`payment-${option.value}`}
              className="flex flex-col gap-0.5 peer-disabled:text-ink-muted"
            >
              {option.label}
              {option.hint && <span className="text-sm font-normal text-ink-muted">{option.hint}</span>}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
