import { Field } from '@/web/components/forms/field';
import { SelectField } from '@/web/components/forms/select-field';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateProperty } from '@/domain/property/property-admin';
import { PROPERTY_TYPES } from '@/domain/property/property';
import type { SelectOption } from '@/web/components/forms/option-select';
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

/** The listing's words, place, kind, size, price and provider: every field of the form but its photos (under its FormProvider). */
export function ListingFields({ form, providerOptions, busy }: ListingFieldsProps) {
  const typed = ({ name, label, decimal }: { name: TypedName; label: string; decimal?: boolean }) => (
    <Field<ListingFormValues> key={name} name={name} label={label}>
      {(control) => <Input inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" {...control} />}
    </Field>
  );

  return (
    <>
      <Field<ListingFormValues> name="title" label="Title">
        {(control) => <Input autoComplete="off" {...control} />}
      </Field>
      <Field<ListingFormValues> name="location" label="Location">
        {(control) => <Input autoComplete="off" placeholder="Lekki Phase 1, Lagos" {...control} />}
      </Field>
      <ListingPlaceFields form={form} busy={busy} />
      <Field<ListingFormValues> name="description" label="Description">
        {(control) => <Textarea rows={6} {...control} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<ListingFormValues>
          name="propertyType"
          label="Property type"
          options={TYPE_OPTIONS}
          placeholder="Choose a type"
          disabled={busy}
        />
        <SelectField<ListingFormValues>
          name="providerId"
          label="Realty provider"
          options={providerOptions}
          placeholder="Choose a provider"
          disabled={busy}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">{NUMBERS.map(typed)}</div>
      <div className="grid gap-4 sm:grid-cols-2">{PRICES.map(typed)}</div>
    </>
  );
}
