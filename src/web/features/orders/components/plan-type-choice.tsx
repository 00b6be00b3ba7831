import {
  ALLY_PLAN_TYPE_LABELS,
  ALLY_PLAN_TYPES,
  type AllyPartnersPlan,
  type AllyPlanType,
} from '@/domain/catalogue/types';
import type { BeneficiaryInput } from '@/domain/orders/order.schema';
import { PriceText } from '@/web/components/money/person-price-list';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { quote } from '../flow/quote';

interface PlanTypeChoiceProps {
  plan: AllyPartnersPlan;
  value: AllyPlanType | null;
  /** The people entered so far: with two or more, each type says what it would cost for all of them. */
  beneficiaries: ReadonlyArray<Pick<BeneficiaryInput, 'dateOfBirth'>>;
  onChange: (type: AllyPlanType) => void;
  error?: string;
}

/** What a type costs for the people entered, or why it cannot cover them; nothing while that depends on typing. */
function ForThesePeople({
  plan,
  type,
  beneficiaries,
}: Omit<PlanTypeChoiceProps, 'value' | 'onChange'> & { type: AllyPlanType }) {
  const priced = quote(plan, type, beneficiaries);
  if (!priced) return null;
  const refusal = priced.refusal ?? priced.people.find((person) => person.status === 'refused');
  if (refusal) return <span className="w-full font-medium text-danger-700">{refusal.message}</span>;
  if (!priced.total || beneficiaries.length < 2) return null;
  return (
    <span className="w-full font-normal text-ink">
      For your {beneficiaries.length} people: <PriceText price={priced.total} />
    </span>
  );
}

/** Ally Partners plans are bought as one of four types, each with its own price (DECISIONS 15). */
export function PlanTypeChoice({ plan, value, beneficiaries, onChange, error }: PlanTypeChoiceProps) {
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
                <PriceText price={plan.planTypes[type]} />
                {type === 'family' ? ' per family' : ' per person'}
              </span>
              <ForThesePeople plan={plan} type={type} beneficiaries={beneficiaries} />
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
