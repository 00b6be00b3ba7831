import { Trash2 } from 'lucide-react';
import type { BeneficiaryInput } from '@/domain/orders/order.schema';
import { CountryCodeSelect, PHONE_ROW_CLASS } from '@/web/components/forms/country-code-select';
import { Field } from '@/web/components/forms/field';
import { SelectField } from '@/web/components/forms/select-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { BENEFICIARY_RELATIONSHIP_OPTIONS, LANGUAGE_OPTIONS } from './relationship-options';

export interface BeneficiariesFormValues {
  beneficiaries: BeneficiaryInput[];
}

interface BeneficiaryCardProps {
  index: number;
  /** Absent when this is the only beneficiary: an order needs at least one. */
  onRemove?: () => void;
}

const TEXT_FIELDS = [
  { name: 'firstName', label: 'First Name', autoComplete: 'off', type: 'text' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'off', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'off', type: 'email' },
] as const;

/** One beneficiary's details, inside the beneficiaries form's FormProvider: every field is required (spec 001 §5). */
export function BeneficiaryCard({ index, onRemove }: BeneficiaryCardProps) {
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
          <Field<BeneficiariesFormValues>
            key={field.name}
            name={name(field.name)}
            id={id(field.name)}
            label={field.label}
            required
          >
            {(control) => <Input type={field.type} autoComplete={field.autoComplete} {...control} />}
          </Field>
        ))}
        <Field<BeneficiariesFormValues>
          name={name('dateOfBirth')}
          id={id('dateOfBirth')}
          label="Date of Birth"
          required
        >
          {(control) => <Input type="date" {...control} />}
        </Field>
        <div className={PHONE_ROW_CLASS}>
          <Field name={name('countryCode')} id={id('countryCode')} label="Country Code" controlled>
            {(a11y, field) => (
              <CountryCodeSelect value={field.value} onValueChange={field.onChange} {...a11y} />
            )}
          </Field>
          <Field<BeneficiariesFormValues>
            name={name('phoneNumber')}
            id={id('phoneNumber')}
            label="Phone Number"
            required
            hint="Their own Nigerian mobile: we text them their invitation, and a code only they receive."
          >
            {(control) => <Input type="tel" autoComplete="off" {...control} />}
          </Field>
        </div>
        <Field<BeneficiariesFormValues>
          name={name('address')}
          id={id('address')}
          label="Address"
          required
          className="sm:col-span-2"
        >
          {(control) => <Input autoComplete="off" {...control} />}
        </Field>
        <SelectField
          name={name('relationship')}
          id={id('relationship')}
          label="Relationship"
          required
          options={BENEFICIARY_RELATIONSHIP_OPTIONS}
          placeholder="Select relationship"
        />
        <SelectField
          name={name('language')}
          id={id('language')}
          label="Their language"
          hint="Their invitation, text messages and own page are written in it. They can change it on their page."
          options={LANGUAGE_OPTIONS}
          placeholder="Select language"
        />
      </div>
    </fieldset>
  );
}
