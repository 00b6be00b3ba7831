import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CreateProperty } from '@/domain/property/property-admin';
import { PROPERTY_TYPES } from '@/domain/property/property';
import { OptionSelect, type SelectOption } from '@/web/components/forms/option-select';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ListingPlaceFields } from './listing-place-fields';
import type { ListingFormValues } from './property-form-values';

type ListingForm = UseFormReturn<ListingFormValues, unknown, CreateProperty>;
type TypedName = 'bedrooms' | 'bathrooms' | 'squareFeet' | 'priceUsd' | 'priceNgn';

const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: type }));

const NUMBERS: Array<{ name: TypedName; label: string; decimal?: boolean }> = [
  { name: 'bedrooms', label: 'Bedrooms' },
  { name: 'bathrooms', label: 'Bathrooms' },
  { name: 'squareFeet', label: 'Square feet' },
];
const PRICES: Array<{ name: TypedName; label: string; decimal?: boolean }> = [
  { name: 'priceUsd', label: 'Price (USD)', decimal: true },
  { name: 'priceNgn', label: 'Price (NGN)', decimal: true },
];

interface ListingFieldsProps {
  form: ListingForm;
  providerOptions: readonly SelectOption[];
  busy: boolean;
}

/** The listing's words, place, kind, size, price and provider: every field of the form but its photos. */
export function ListingFields({ form, providerOptions, busy }: ListingFieldsProps) {
  const { errors } = form.formState;
  const typed = ({ name, label, decimal }: { name: TypedName; label: string; decimal?: boolean }) => (
    <FormField key={name} id={name} label={label} error={errors[name]?.message}>
      <Input
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        {...form.register(name)}
        {...fieldA11y(name, errors[name]?.message)}
      />
    </FormField>
  );

  return (
    <>
      <FormField id="title" label="Title" error={errors.title?.message}>
        <Input
          autoComplete="off"
          {...form.register('title')}
          {...fieldA11y('title', errors.title?.message)}
        />
      </FormField>
      <FormField id="location" label="Location" error={errors.location?.message}>
        <Input
          autoComplete="off"
          placeholder="Lekki Phase 1, Lagos"
          {...form.register('location')}
          {...fieldA11y('location', errors.location?.message)}
        />
      </FormField>
      <ListingPlaceFields form={form} busy={busy} />
      <FormField id="description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={6}
          {...form.register('description')}
          {...fieldA11y('description', errors.description?.message)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="propertyType" label="Property type" error={errors.propertyType?.message}>
          <Controller
            control={form.control}
            name="propertyType"
            render={({ field }) => (
              <OptionSelect
                {...fieldA11y('propertyType', errors.propertyType?.message)}
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                options={TYPE_OPTIONS}
                placeholder="Choose a type"
                disabled={busy}
              />
            )}
          />
        </FormField>
        <FormField id="providerId" label="Realty provider" error={errors.providerId?.message}>
          <Controller
            control={form.control}
            name="providerId"
            render={({ field }) => (
              <OptionSelect
                {...fieldA11y('providerId', errors.providerId?.message)}
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                options={providerOptions}
                placeholder="Choose a provider"
                disabled={busy}
              />
            )}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">{NUMBERS.map(typed)}</div>
      <div className="grid gap-4 sm:grid-cols-2">{PRICES.map(typed)}</div>
    </>
  );
}
