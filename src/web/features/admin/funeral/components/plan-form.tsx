import { SelectField } from '@/web/components/forms/select-field';
import { amountText } from '@/domain/amount-fields';
import { FormProvider, useForm, type UseFormSetError } from 'react-hook-form';
import {
  FuneralPlanFormSchema,
  type AdminFuneralPlanView,
  type CreateFuneralPlan,
  type FuneralPlanFormValues,
} from '@/domain/funeral/funeral-plan-admin';
import {
  FUNERAL_PLAN_TYPE_INFO,
  FUNERAL_PLAN_TYPES,
  type FuneralPlanType,
} from '@/domain/funeral/funeral-plan';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { ActiveField } from '../../components/active-field';
import { AmountFields } from '../../components/amount-fields';
import { PlanTermsFields } from './plan-terms-fields';

/** The form's values; a new plan starts with no type chosen. */
export type PlanFormValues = Omit<FuneralPlanFormValues, 'planType'> & { planType: FuneralPlanType | '' };
type Values = PlanFormValues;
type AmountName = 'coverageAmountUsd' | 'coverageAmountNgn' | 'monthlyPriceUsd' | 'monthlyPriceNgn';

const TYPE_OPTIONS = FUNERAL_PLAN_TYPES.map((type) => ({
  value: type,
  label: FUNERAL_PLAN_TYPE_INFO[type].label,
}));

// The monthly premium first, as customers see it (issue 13, point 10).
const AMOUNTS: Array<{ name: AmountName; label: string }> = [
  { name: 'monthlyPriceUsd', label: 'Monthly price (USD)' },
  { name: 'monthlyPriceNgn', label: 'Monthly price (NGN)' },
  { name: 'coverageAmountUsd', label: 'Cover (USD)' },
  { name: 'coverageAmountNgn', label: 'Cover (NGN)' },
];

function toValues(plan?: AdminFuneralPlanView): Values {
  if (!plan) {
    return {
      planType: '',
      coverageAmountUsd: '',
      coverageAmountNgn: '',
      monthlyPriceUsd: '',
      monthlyPriceNgn: '',
      underwriter: '',
      minEntryAge: '',
      maxEntryAge: '',
      active: true,
    };
  }
  return {
    planType: plan.planType,
    coverageAmountUsd: amountText(plan.coverageAmountUsd),
    coverageAmountNgn: amountText(plan.coverageAmountNgn),
    monthlyPriceUsd: amountText(plan.monthlyPriceUsd),
    monthlyPriceNgn: amountText(plan.monthlyPriceNgn),
    underwriter: plan.underwriter,
    minEntryAge: String(plan.minEntryAge),
    maxEntryAge: String(plan.maxEntryAge),
    active: plan.active,
  };
}

interface PlanFormProps {
  plan?: AdminFuneralPlanView;
  busy: boolean;
  /** Saves the plan; field errors the server finds go back on the form through `form.setError`. */
  onSubmit: (values: CreateFuneralPlan, setError: UseFormSetError<PlanFormValues>) => void;
}

/** A plan's type, monthly price and cover in both currencies, underwriter and ages, and whether customers can see it. */
export function PlanForm({ plan, busy, onSubmit }: PlanFormProps) {
  const form = useForm<Values, unknown, CreateFuneralPlan>({
    resolver: schemaResolver<Values, CreateFuneralPlan>(FuneralPlanFormSchema),
    defaultValues: toValues(plan),
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const idOf = (name: string) => `${plan?.id ?? 'new'}-${name}`;

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))} noValidate>
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={idOf} className="mb-4" />
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="sr-only">{plan ? 'Edit plan' : 'New plan'}</legend>
          <SelectField<Values>
            name="planType"
            id={idOf('planType')}
            label="Plan type"
            options={TYPE_OPTIONS}
            placeholder="Choose a plan type"
            disabled={busy}
          />
          <AmountFields fields={AMOUNTS} idOf={idOf} />
          <PlanTermsFields idOf={idOf} />
          <ActiveField
            control={form.control}
            name="active"
            id={idOf('active')}
            label="Active: customers can see and apply for this plan"
          />
          <Button type="submit" className="self-start">
            {busy ? 'Saving...' : plan ? 'Save plan' : 'Add plan'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
