import { plansOf } from '@/domain/catalogue/catalogue';
import { PROVIDERS } from '@/domain/catalogue/providers';
import { formatUsd } from '@/domain/money';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';

interface PlanPickerProps {
  selected: readonly string[];
  onToggle: (planId: string) => void;
  /** Until the page runs in the browser a tick would do nothing, so the boxes say so. */
  disabled: boolean;
  /** Only these plans (those covering a chosen hospital); every plan when left out. */
  offered?: readonly string[];
}

/** Every plan as a checkbox, grouped by provider. */
export function PlanPicker({ selected, onToggle, disabled, offered }: PlanPickerProps) {
  const plansShown = (providerId: (typeof PROVIDERS)[number]['id']) =>
    plansOf(providerId).filter((plan) => !offered || offered.includes(plan.id));
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {PROVIDERS.filter((provider) => plansShown(provider.id).length > 0).map((provider) => (
        <fieldset key={provider.id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
          <legend className="float-left mb-2 w-full font-bold text-ink">{provider.name}</legend>
          <ul className="clear-left flex flex-col gap-1">
            {plansShown(provider.id).map((plan) => {
              const id = `compare-${plan.id}`;
              return (
                <li key={plan.id} className="flex min-h-11 items-center gap-3">
                  <Checkbox
                    id={id}
                    checked={selected.includes(plan.id)}
                    disabled={disabled}
                    onCheckedChange={() => onToggle(plan.id)}
                  />
                  <Label htmlFor={id} className="flex-1 cursor-pointer py-2 text-base font-medium">
                    {plan.name}
                  </Label>
                  <span className="text-sm text-ink-muted">{formatUsd(plan.price.usd)}</span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
