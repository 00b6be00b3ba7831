import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { cn } from '@/web/lib/cn';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

interface RadioFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** The field, which is also the group's id: its error is `${name}-error`, where the error summary points. */
  name: Path<Values>;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Each option's own id is `${optionIdPrefix}-${value}`. */
  optionIdPrefix: string;
  error?: string | undefined;
  /** 'column' stacks the options, for long labels; 'row' lets short ones wrap side by side. */
  layout: 'column' | 'row';
  legendClassName?: string;
  labelClassName?: string;
}

/**
 * A required choice of one option, as a fieldset whose legend names it, with its error under it: the radio
 * counterpart of FormField, bound to its react-hook-form field.
 */
export function RadioField<Values extends FieldValues, Output = Values>({
  control,
  name,
  legend,
  options,
  optionIdPrefix,
  error,
  layout,
  legendClassName,
  labelClassName,
}: RadioFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
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
      )}
    />
  );
}
