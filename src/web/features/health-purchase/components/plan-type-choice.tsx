import {
  ALLY_PLAN_TYPE_LABELS,
  ALLY_PLAN_TYPES,
  type AllyPartnersPlan,
  type AllyPlanType,
} from '@/domain/catalogue/types';
import { formatNgn, formatUsd } from '@/domain/money';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';

interface PlanTypeChoiceProps {
  plan: AllyPartnersPlan;
  value: AllyPlanType | null;
  onChange: (type: AllyPlanType) => void;
  error?: string;
}

/** Ally Partners plans are bought as one of four types, each with its own price (DECISIONS 15). */
export function PlanTypeChoice({ plan, value, onChange, error }: PlanTypeChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <legend className="float-left mb-1 text-lg font-bold text-ink">Plan type</legend>
      <RadioGroup
        value={value ?? ''}
        onValueChange={(type) => onChange(type as AllyPlanType)}
        aria-describedby={error ? 'plan-type-error' : undefined}
        aria-invalid={!!error || undefined}
        className="clear-left"
      >
        {ALLY_PLAN_TYPES.map((type) => (
          <div key={type} className="flex items-center gap-3 rounded-xl border border-line px-3 py-2">
            <RadioGroupItem id={`plan-type-${type}`} value={type} />
            <Label htmlFor={`plan-type-${type}`} className="flex flex-1 flex-wrap justify-between gap-x-3">
              <span>{ALLY_PLAN_TYPE_LABELS[type]}</span>
              <span className="font-normal text-ink-muted">
                {formatUsd(plan.planTypes[type].usd)} / {formatNgn(plan.planTypes[type].ngn)}
                {type === 'family' ? ' per family' : ' per person'}
              </span>
            </Label>
          </div>
        ))}
      </RadioGroup>
      <p id="plan-type-error" role="alert" className="text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
