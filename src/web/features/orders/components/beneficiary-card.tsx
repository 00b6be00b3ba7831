import { Trash2 } from 'lucide-react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BeneficiaryInput } from '@/domain/orders/order.schema';
import { CountryCodeSelect, PHONE_ROW_CLASS } from '@/web/components/forms/country-code-select';
import { OptionSelect } from '@/web/components/forms/option-select';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { BENEFICIARY_RELATIONSHIP_OPTIONS } from './relationship-options';

export interface BeneficiariesFormValues {
  beneficiaries: BeneficiaryInput[];
}

interface BeneficiaryCardProps {
  index: number;
  control: Control<BeneficiariesFormValues>;
  register: UseFormRegister<BeneficiariesFormValues>;
  errors: FieldErrors<BeneficiariesFormValues>;
  /** Absent when this is the only beneficiary: an order needs at least one. */
  onRemove?: () => void;
}

const TEXT_FIELDS = [
  { name: 'firstName', label: 'First Name', autoComplete: 'off', type: 'text' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'off', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'off', type: 'email' },
] as const;

/** One beneficiary's details: every field is required (spec 001 §5). */
export function BeneficiaryCard({ index, control, register, errors, onRemove }: BeneficiaryCardProps) {
  const fieldErrors = errors.beneficiaries?.[index];
  const id = (field: keyof BeneficiaryInput) => `beneficiary-${index}-${field}`;
  const name = <K extends keyof BeneficiaryInput>(field: K) => `beneficiaries.${index}.${field}` as const;

  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      {/* A legend must be the fieldset's first child to name it; floats put Remove beside it. */}
      <legend className="float-left py-1 text-lg font-bold text-ink">Beneficiary {index + 1}</legend>
      {onRemove && (
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="float-right">
          <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> beneficiary {index + 1}</span>
        </Button>
      )}
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={id(field.name)}
            label={field.label}
            required
            error={fieldErrors?.[field.name]?.message}
          >
            <Input
              type={field.type}
              aria-required
              autoComplete={field.autoComplete}
              {...register(name(field.name))}
              {...fieldA11y(id(field.name), fieldErrors?.[field.name]?.message)}
            />
          </FormField>
        ))}
        <FormField
          id={id('dateOfBirth')}
          label="Date of Birth"
          required
          error={fieldErrors?.dateOfBirth?.message}
        >
          <Input
            type="date"
            aria-required
            {...register(name('dateOfBirth'))}
            {...fieldA11y(id('dateOfBirth'), fieldErrors?.dateOfBirth?.message)}
          />
        </FormField>
        <div className={PHONE_ROW_CLASS}>
          <FormField id={id('countryCode')} label="Country Code" error={fieldErrors?.countryCode?.message}>
            <Controller
              control={control}
              name={name('countryCode')}
              render={({ field }) => (
                <CountryCodeSelect
                  value={field.value}
                  onValueChange={field.onChange}
                  {...fieldA11y(id('countryCode'), fieldErrors?.countryCode?.message)}
                />
              )}
            />
          </FormField>
          <FormField
            id={id('phoneNumber')}
            label="Phone Number"
            required
            description="Their own Nigerian mobile: we text them their invitation, and a code only they receive."
            error={fieldErrors?.phoneNumber?.message}
          >
            <Input
              type="tel"
              aria-required
              autoComplete="off"
              {...register(name('phoneNumber'))}
              {...fieldA11y(id('phoneNumber'), fieldErrors?.phoneNumber?.message, true)}
            />
          </FormField>
        </div>
        <FormField
          id={id('address')}
          label="Address"
          required
          error={fieldErrors?.address?.message}
          className="sm:col-span-2"
        >
          <Input
            aria-required
            autoComplete="off"
            {...register(name('address'))}
            {...fieldA11y(id('address'), fieldErrors?.address?.message)}
          />
        </FormField>
        <FormField
          id={id('relationship')}
          label="Relationship"
          required
          error={fieldErrors?.relationship?.message}
        >
          <Controller
            control={control}
            name={name('relationship')}
            render={({ field }) => (
              <OptionSelect
                value={field.value}
                onValueChange={field.onChange}
                options={BENEFICIARY_RELATIONSHIP_OPTIONS}
                placeholder="Select relationship"
                {...fieldA11y(id('relationship'), fieldErrors?.relationship?.message)}
              />
            )}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
