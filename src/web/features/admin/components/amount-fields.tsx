import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

interface AmountFieldsProps<Values extends FieldValues> {
  fields: ReadonlyArray<{ name: Path<Values>; label: string }>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  idOf: (name: string) => string;
}

/** Money typed in dollars and naira, side by side from small tablets on (prices, fees, cover). */
export function AmountFields<Values extends FieldValues>({
  fields,
  register,
  errors,
  idOf,
}: AmountFieldsProps<Values>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label }) => {
        const error = (get(errors, name) as { message?: string } | undefined)?.message;
        return (
          <FormField key={name} id={idOf(name)} label={label} error={error}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              {...register(name)}
              {...fieldA11y(idOf(name), error)}
            />
          </FormField>
        );
      })}
    </div>
  );
}
