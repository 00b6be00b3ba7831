import type { ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { cn } from '@/web/lib/cn';
import { useFieldError } from './use-field-error';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

interface RadioFieldProps<T extends FieldValues, N extends Path<T>> {
  /** The field, which is also the group's id: its error is `${name}-error`, where the error summary points. */
  name: N;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Each option's own id is `${optionIdPrefix}-${value}`. */
  optionIdPrefix: string;
  /** 'column' stacks the options, for long labels; 'row' lets short ones wrap side by side. */
  layout: 'column' | 'row';
  legendClassName?: string;
  labelClassName?: string;
}

/**
 * A required choice of one option, as a fieldset whose legend names it, with its error under it: the radio
 * counterpart of Field, bound to its field of the form around it (under its FormProvider), whose error it reads,
 * so a resolver's message and the server's land on it alike.
 */
export function RadioField<T extends FieldValues = FieldValues, N extends Path<T> = Path<T>>({
  name,
  legend,
  options,
  optionIdPrefix,
  layout,
  legendClassName,
  labelClassName,
}: RadioFieldProps<T, N>) {
  const { field } = useController<T, N>({ name });
  const error = useFieldError<T>(name);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={cn('mb-2 text-sm font-semibold text-ink', legendClassName)}>{legend}</legend>
      <RadioGroup
        id={name}
        aria-required
        value={field.value}
        onValueChange={field.onChange}
        aria-invalid={!!error || undefined}
        className={layout === 'column' ? 'flex flex-col gap-3' : 'flex flex-wrap gap-4'}
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem id={`${optionIdPrefix}-${option.value}`} value={option.value} />
            <Label htmlFor={`${optionIdPrefix}-${option.value}`} className={labelClassName}>
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      <p id={`${name}-error`} className="text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
