import { Field } from '@/web/components/forms/field';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CURRENCY_NAMES, RATED_CURRENCIES } from '@/domain/fx/currencies';
import {
  ExchangeRateInputSchema,
  type ExchangeRateEntry,
  type ExchangeRateInput,
} from '@/domain/fx/exchange-rate.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input, controlClasses } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { showSaveError } from '../../components/save-error';
import { useEnterExchangeRate } from '../api/admin-exchange-rates';
import { ConfirmRateField } from './confirm-rate-field';

type Values = {
  currency: ExchangeRateInput['currency'] | '';
  ngnPerUnit: string;
  appliesFrom: string;
  confirmImplausible: boolean;
};
const idOf = (name: string) => `rate-${name}`;

/**
 * A new rate: the currency, naira per one unit, and the time it applies from (UTC; blank for now). A rate the
 * server finds unusual comes back with why on the rate's field and a box to tick to save it anyway, the typed
 * values kept (docs/decisions/060); changing the rate or its currency takes the tick away again.
 */
export function RateForm() {
  const enter = useEnterExchangeRate();
  const [askConfirm, setAskConfirm] = useState(false);
  const form = useForm<Values, unknown, ExchangeRateEntry>({
    resolver: schemaResolver<Values, ExchangeRateEntry>(ExchangeRateInputSchema),
    defaultValues: { currency: '', ngnPerUnit: '', appliesFrom: '', confirmImplausible: false },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const unconfirm = () => {
    setAskConfirm(false);
    form.setValue('confirmImplausible', false);
    form.clearErrors('confirmImplausible');
  };
  const submit = (values: ExchangeRateEntry) =>
    enter.mutate(values, {
      onSuccess: (rate) => {
        form.reset();
        setAskConfirm(false);
        toast.success(`Rate for ${rate.currency} entered`);
      },
      onError: (error) => {
        showSaveError(error, form.setError);
        if (error instanceof ApiError && error.fields.confirmImplausible) setAskConfirm(true);
      },
    });

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="rate-form-title">
        <h2 id="rate-form-title" className="mb-3 text-lg font-semibold text-ink">
          Enter a rate
        </h2>
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={idOf} className="mb-4" />
        <fieldset disabled={enter.isPending} className="flex flex-col gap-4">
          <legend className="sr-only">New exchange rate</legend>
          <Field<Values>
            name="currency"
            id={idOf('currency')}
            label="Currency"
            options={{ onChange: unconfirm }}
          >
            {(control) => (
              <select {...control} className={cn(controlClasses, 'min-h-11 py-2')}>
                <option value="">Choose a currency</option>
                {RATED_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency} ({CURRENCY_NAMES[currency]})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field<Values>
            name="ngnPerUnit"
            id={idOf('ngnPerUnit')}
            label="Naira for one unit"
            hint="How many naira one pound, euro or Canadian dollar buys, e.g. 2050.50"
            options={{ onChange: unconfirm }}
          >
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
          </Field>
          {askConfirm && (
            <ConfirmRateField<Values>
              name="confirmImplausible"
              id={idOf('confirmImplausible')}
              reasonId={`${idOf('ngnPerUnit')}-error`}
            />
          )}
          <Field<Values>
            name="appliesFrom"
            id={idOf('appliesFrom')}
            label="Applies from (UTC)"
            hint="Leave blank to apply it from now. Earlier rates stay in the history."
          >
            {(control) => <Input {...control} type="datetime-local" />}
          </Field>
          <Button type="submit" className="self-start">
            {enter.isPending ? 'Saving...' : 'Enter rate'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
