import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { priceOrder } from '@/domain/catalogue/pricing';
import type { AllyPlanType, HealthPlan } from '@/domain/catalogue/types';
import {
  BENEFICIARY_MESSAGES,
  BeneficiarySchema,
  ORDER_MESSAGES,
  type Beneficiary,
} from '@/domain/orders/order.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { fieldProblems } from '@/web/lib/field-problems';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { newBeneficiary } from '../flow/new-beneficiary';
import { getPurchaseFlow, updatePurchaseFlow } from '../flow/purchase-flow-store';
import { expectedCoverageStart } from '../flow/quote';
import { BeneficiaryCard, type BeneficiariesFormValues } from './beneficiary-card';

const FormSchema = z.object({ beneficiaries: z.array(BeneficiarySchema).min(1) });

const MISSING: readonly string[] = Object.values(BENEFICIARY_MESSAGES);
/** 'beneficiaries.1.email' → 'beneficiary-1-email', the card's control ids. */
const idOf = (path: string) => path.replace(/^beneficiaries\.(\d+)\./, 'beneficiary-$1-');
const prefixOf = (path: string) => {
  const index = /^beneficiaries\.(\d+)\./.exec(path)?.[1];
  return index === undefined ? undefined : `Beneficiary ${Number(index) + 1}: `;
};

interface BeneficiariesFormProps {
  plan: HealthPlan;
  planType: AllyPlanType | null;
  /** Called when the plan type is missing, so the page can show it on its control. */
  onPlanTypeMissing: () => void;
}

/** One card per beneficiary, kept in session storage as the user types so nothing is lost on a reload. */
export function BeneficiariesForm({ plan, planType, onPlanTypeMissing }: BeneficiariesFormProps) {
  const navigate = useNavigate();
  const stored = getPurchaseFlow().beneficiaries;
  const form = useForm<BeneficiariesFormValues, unknown, { beneficiaries: Beneficiary[] }>({
    resolver: schemaResolver<BeneficiariesFormValues, { beneficiaries: Beneficiary[] }>(FormSchema),
    defaultValues: { beneficiaries: stored.length > 0 ? stored : [newBeneficiary()] },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  // The spec's one line for missing fields heads the summary; each field says what it needs.
  const missing = fieldProblems(errors).some((problem) => MISSING.includes(problem.message));
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'beneficiaries' });

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => updatePurchaseFlow({ beneficiaries: values.beneficiaries }),
      }),
    [subscribe],
  );

  const onSubmit = form.handleSubmit(
    ({ beneficiaries }) => {
      const priced = priceOrder({
        planId: plan.id,
        planType,
        beneficiaries,
        coverageStart: expectedCoverageStart(),
      });
      if (!priced.ok) {
        const [, index, field] = priced.error.path;
        if (priced.error.path[0] === 'planType') return onPlanTypeMissing();
        if (typeof index === 'number' && field === 'dateOfBirth')
          form.setError(`beneficiaries.${index}.dateOfBirth`, { message: priced.error.message });
        return void toast.error(priced.error.message);
      }
      updatePurchaseFlow({ beneficiaries, planPrice: priced.order.total });
      void navigate(paths.payer(plan.id));
    },
    () => void toast.error(ORDER_MESSAGES.beneficiaryRequired),
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    // The plan type is checked first: it decides the price of everyone below.
    if (plan.pricing === 'plan-type' && !planType) {
      event.preventDefault();
      return onPlanTypeMissing();
    }
    return onSubmit(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorSummary
          errors={errors}
          focusKey={form.formState.submitCount}
          description={missing ? ORDER_MESSAGES.beneficiaryRequired : undefined}
          idOf={idOf}
          prefixOf={prefixOf}
        />
        {fields.map((field, index) => (
          <BeneficiaryCard
            key={field.id}
            index={index}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
        <Button type="button" variant="outline" onClick={() => append(newBeneficiary())}>
          <Plus aria-hidden="true" /> Add Another Beneficiary
        </Button>
        <Button type="submit" size="lg" className="h-auto min-h-12 whitespace-normal">
          Continue to Payment Summary
        </Button>
      </form>
    </FormProvider>
  );
}
