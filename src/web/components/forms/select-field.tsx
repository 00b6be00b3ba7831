import type { FieldValues, Path } from 'react-hook-form';
import { Field } from './field';
import { OptionSelect, type SelectOption } from './option-select';

interface SelectFieldProps<T extends FieldValues, N extends Path<T>> {
  name: N;
  id?: string;
  label: string;
  hint?: string;
  required?: boolean;
  showError?: boolean;
  className?: string;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  listClassName?: string;
}

/** A Field whose control is a dropdown over fixed options: the form's value is the chosen option's. */
export function SelectField<T extends FieldValues = FieldValues, N extends Path<T> = Path<T>>({
  options,
  placeholder,
  disabled,
  listClassName,
  ...field
}: SelectFieldProps<T, N>) {
  return (
    <Field<T, N> {...field} controlled>
      {(a11y, control) => (
        <OptionSelect
          {...a11y}
          ref={control.ref}
          value={(control.value as string | undefined) ?? ''}
          onValueChange={control.onChange}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          listClassName={listClassName}
        />
      )}
    </Field>
  );
}
