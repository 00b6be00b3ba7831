import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from '@/web/components/forms/use-field-error';
import { Checkbox } from '@/web/components/ui/checkbox';
import { fieldA11y } from '@/web/components/ui/form-field';
import { Label } from '@/web/components/ui/label';

interface ConfirmRateFieldProps<T extends FieldValues, N extends Path<T>> {
  /** The form's boolean field the tick sets. */
  name: N;
  id: string;
  /** The rate field's error, which says why the rate looks wrong: the checkbox is described by it too. */
  reasonId: string;
}

/**
 * Shown once the server has said a rate looks wrong (docs/decisions/060): ticking it saves the rate as typed, and
 * the audit log records that it was confirmed. Bound to its field of the form around it; a tick clears its error.
 */
export function ConfirmRateField<T extends FieldValues = FieldValues, N extends Path<T> = Path<T>>({
  name,
  id,
  reasonId,
}: ConfirmRateFieldProps<T, N>) {
  const { field } = useController<T, N>({ name });
  const { clearErrors } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const a11y = fieldA11y(id, error);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          {...a11y}
          aria-describedby={[reasonId, a11y['aria-describedby']].filter(Boolean).join(' ')}
          checked={field.value as boolean}
          onCheckedChange={(state) => {
            field.onChange(state === true);
            clearErrors(name);
          }}
        />
        <Label htmlFor={id} className="py-2">
          I have checked this rate: save it anyway
        </Label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
