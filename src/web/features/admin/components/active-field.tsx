import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';

interface ActiveFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  id: string;
  /** What being active means for this row, e.g. 'Active: customers can see and apply for this plan'. */
  label: string;
}

/** The checkbox that shows a row to customers or hides it. */
export function ActiveField<Values extends FieldValues, Output = Values>({
  control,
  name,
  id,
  label,
}: ActiveFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}
