import type { FieldValues, Path } from 'react-hook-form';
import { Field } from '@/web/components/forms/field';
import { Input } from '@/web/components/ui/input';

interface AmountFieldsProps<Values extends FieldValues> {
  fields: ReadonlyArray<{ name: Path<Values>; label: string }>;
  idOf: (name: string) => string;
}

/** Money typed in dollars and naira, side by side from small tablets on (prices, fees, cover); under a FormProvider. */
export function AmountFields<Values extends FieldValues>({ fields, idOf }: AmountFieldsProps<Values>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label }) => (
        <Field<Values> key={name} name={name} id={idOf(name)} label={label}>
          {(control) => <Input inputMode="decimal" autoComplete="off" {...control} />}
        </Field>
      ))}
    </div>
  );
}
