import type { ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { useFieldError } from './use-field-error';

/** What labels a control, flags it invalid and links it to its hint and error: fieldA11y's wiring, and required. */
export type FieldA11y = ReturnType<typeof fieldA11y> & { 'aria-required'?: true; 'aria-labelledby'?: string };

/** A native control's props: its registration with the form, and its accessible wiring. */
export type RegisteredControl<N extends string> = UseFormRegisterReturn<N> & FieldA11y;

interface CommonProps<T extends FieldValues, N extends Path<T>> {
  /** The field's path in the form ('beneficiaries.0.email'), where the resolver and the server put its error. */
  name: N;
  /** The control's id; by default the path with dashes for dots ('principal-firstName'), as the error summary links. */
  id?: string;
  label: ReactNode;
  /** Words under the label ('Optional'); the control is described by them. */
  hint?: ReactNode;
  /** Shows the required mark and gives the control aria-required (never `required`: decision 027's messages). */
  required?: boolean;
  /** False keeps the field's message unsaid while another field's comes first (a town before its state). */
  showError?: boolean;
  /** The control is a group of radios, named by the label through aria-labelledby (FormField's `group`). */
  group?: boolean;
  className?: string;
}

interface RegisteredProps<T extends FieldValues, N extends Path<T>> extends CommonProps<T, N> {
  controlled?: false;
  /** register()'s options ({ valueAsNumber: true }...). */
  options?: RegisterOptions<T, N>;
  /** The control, given its registration and wiring: `{(control) => <Input type="email" {...control} />}`. */
  children: (control: RegisteredControl<N>) => ReactNode;
}

interface ControlledProps<T extends FieldValues, N extends Path<T>> extends CommonProps<T, N> {
  /** For a control that is not a native input (a dropdown, a checkbox): its value comes from the controller. */
  controlled: true;
  children: (a11y: FieldA11y, field: ControllerRenderProps<T, N>) => ReactNode;
}

export type FieldProps<T extends FieldValues, N extends Path<T> = Path<T>> =
  RegisteredProps<T, N> | ControlledProps<T, N>;

const dashed = (path: string) => path.replaceAll('.', '-');

/**
 * One field of a react-hook-form form (under its FormProvider): the label, the optional hint, the control and its
 * error message, with the control's aria wiring. The error is read from the form, so a resolver's message and the
 * server's (applyServerErrors, by dotted path) land on the same field.
 */
export function Field<T extends FieldValues = FieldValues, N extends Path<T> = Path<T>>(
  props: FieldProps<T, N>,
) {
  const { name, label, hint, required, group, className } = props;
  const id = props.id ?? dashed(name);
  const message = useFieldError<T>(name);
  const error = props.showError === false ? undefined : message;
  const a11y: FieldA11y = {
    ...fieldA11y(id, error, hint !== undefined),
    ...(required ? { 'aria-required': true } : {}),
    ...(group ? { 'aria-labelledby': `${id}-label` } : {}),
  };
  return (
    <FormField
      id={id}
      label={label}
      description={hint}
      required={required}
      group={group}
      error={error}
      className={className}
    >
      {props.controlled ? (
        <ControlledSlot name={name} a11y={a11y} render={props.children} />
      ) : (
        <RegisteredSlot name={name} options={props.options} a11y={a11y} render={props.children} />
      )}
    </FormField>
  );
}

function RegisteredSlot<T extends FieldValues, N extends Path<T>>({
  name,
  options,
  a11y,
  render,
}: {
  name: N;
  options: RegisterOptions<T, N> | undefined;
  a11y: FieldA11y;
  render: RegisteredProps<T, N>['children'];
}) {
  const { register } = useFormContext<T>();
  return render({ ...register(name, options), ...a11y });
}

function ControlledSlot<T extends FieldValues, N extends Path<T>>({
  name,
  a11y,
  render,
}: {
  name: N;
  a11y: FieldA11y;
  render: ControlledProps<T, N>['children'];
}) {
  const { field } = useController<T, N>({ name });
  return render(a11y, field);
}
