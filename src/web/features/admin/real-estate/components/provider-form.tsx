import { Field } from '@/web/components/forms/field';
import { useState } from 'react';
import { FormProvider, Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { amountText } from '@/domain/amount-fields';
import {
  ProviderFormSchema,
  type AdminProviderView,
  type CreateProvider,
  type ProviderFormValues,
} from '@/domain/property/provider-admin';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { LogoField } from './logo-field';
import { ActiveField } from '../../components/active-field';
import { AmountFields } from '../../components/amount-fields';

function toValues(provider?: AdminProviderView): ProviderFormValues {
  return {
    name: provider?.name ?? '',
    description: provider?.description ?? '',
    logoUrl: provider?.logoUrl ?? '',
    applicationFeeUsd: provider ? amountText(provider.applicationFeeUsd) : '',
    applicationFeeNgn: provider ? amountText(provider.applicationFeeNgn) : '',
    active: provider?.active ?? true,
  };
}

const FEES = [
  { name: 'applicationFeeUsd', label: 'Application fee (USD)' },
  { name: 'applicationFeeNgn', label: 'Application fee (NGN)' },
] as const;

interface ProviderFormProps {
  provider?: AdminProviderView;
  busy: boolean;
  /** Saves the provider; field errors the server finds go back on the form through `setError`. */
  onSubmit: (values: CreateProvider, setError: UseFormSetError<ProviderFormValues>) => void;
}

/** A provider's name, description, logo, application fee in both currencies, and whether customers see it. */
export function ProviderForm({ provider, busy, onSubmit }: ProviderFormProps) {
  const form = useForm<ProviderFormValues, unknown, CreateProvider>({
    resolver: schemaResolver<ProviderFormValues, CreateProvider>(ProviderFormSchema),
    defaultValues: toValues(provider),
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const [uploading, setUploading] = useState(false);
  const { errors } = form.formState;
  const idOf = (name: string) => `${provider?.id ?? 'new'}-${name}`;

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))} noValidate>
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={idOf} className="mb-4" />
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="sr-only">{provider ? `Edit ${provider.name}` : 'New provider'}</legend>
          <Field<ProviderFormValues> name="name" id={idOf('name')} label="Name">
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
          <Field<ProviderFormValues> name="description" id={idOf('description')} label="Description">
            {(control) => <Textarea {...control} />}
          </Field>
          <Controller
            control={form.control}
            name="logoUrl"
            render={({ field }) => (
              <LogoField
                id={idOf('logoUrl')}
                value={field.value}
                onChange={(url) => form.setValue('logoUrl', url, { shouldDirty: true, shouldValidate: true })}
                onBusyChange={setUploading}
                error={errors.logoUrl?.message}
                disabled={busy}
              />
            )}
          />
          <AmountFields fields={FEES} idOf={idOf} />
          <ActiveField
            control={form.control}
            name="active"
            id={idOf('active')}
            label="Active: shown to customers on the providers page"
          />
          <Button type="submit" disabled={uploading} className="self-start">
            {busy ? 'Saving...' : provider ? 'Save provider' : 'Add provider'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
