import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import type { PlanFormValues } from './plan-form';

interface PlanTermsFieldsProps {
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
  idOf: (name: string) => string;
}

const AGES = [
  { name: 'minEntryAge', label: 'Youngest age' },
  { name: 'maxEntryAge', label: 'Oldest age' },
] as const;

/** Who underwrites the plan and the ages at which a person can join it, as the plans page shows them. */
export function PlanTermsFields({ register, errors, idOf }: PlanTermsFieldsProps) {
  return (
    <>
      <FormField id={idOf('underwriter')} label="Underwriter" error={errors.underwriter?.message}>
        <Input
          autoComplete="off"
          {...register('underwriter')}
          {...fieldA11y(idOf('underwriter'), errors.underwriter?.message)}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        {AGES.map(({ name, label }) => (
          <FormField key={name} id={idOf(name)} label={label} error={errors[name]?.message}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...register(name)}
              {...fieldA11y(idOf(name), errors[name]?.message)}
            />
          </FormField>
        ))}
      </div>
    </>
  );
}
