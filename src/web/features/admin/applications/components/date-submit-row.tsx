import type { ComponentProps } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';

interface DateSubmitRowProps<T extends FieldValues, N extends Path<T>> {
  name: N;
  id: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  variant?: ComponentProps<typeof Button>['variant'];
}

/** An admin's one date and the button that sends it, side by side from the small breakpoint; no date, no send. */
export function DateSubmitRow<T extends FieldValues = FieldValues, N extends Path<T> = Path<T>>({
  name,
  id,
  label,
  submitLabel,
  busy,
  variant,
}: DateSubmitRowProps<T, N>) {
  const date = useWatch<T, N>({ name }) as string;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field<T, N> name={name} id={id} label={label} className="sm:flex-1">
        {(control) => <Input type="date" {...control} />}
      </Field>
      <Button type="submit" variant={variant} disabled={busy || !date}>
        {submitLabel}
      </Button>
    </div>
  );
}
