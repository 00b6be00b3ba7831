import type { ReactNode } from 'react';
import { get, useFormContext, type FieldErrors, type Path } from 'react-hook-form';
import { Field } from '@/web/components/forms/field';
import { SelectField } from '@/web/components/forms/select-field';
import type { SelectOption } from '@/web/components/forms/option-select';
import { Input } from '@/web/components/ui/input';
import type { FuneralFormValues } from '../flow/form-values';

type FieldName = Path<FuneralFormValues>;

interface TextFieldProps {
  name: FieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  className?: string;
}

/** The message at a dotted path: a field's, or a whole person's or list's (`children.2`, `others`). */
export function errorAt(errors: FieldErrors<FuneralFormValues>, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** A labelled input bound to the funeral form, with its error (from the schema, the rules or the server). */
export function TextField({ name, label, type = 'text', autoComplete = 'off', className }: TextFieldProps) {
  return (
    <Field<FuneralFormValues> name={name} label={label} required className={className}>
      {(control) => <Input type={type} autoComplete={autoComplete} {...control} />}
    </Field>
  );
}

interface PersonCardProps {
  /** 'spouse', 'children.0', 'others.1'. */
  prefix: 'spouse' | `children.${number}` | `others.${number}`;
  legend: string;
  /** The relationship choice, for the people named on the plans for others. */
  relationships?: readonly SelectOption[];
  action?: ReactNode;
}

/** One covered person: name and date of birth, and a message about the person as a whole (a surplus child). */
export function PersonCard({ prefix, legend, relationships, action }: PersonCardProps) {
  const { formState } = useFormContext<FuneralFormValues>();
  const personError = errorAt(formState.errors, prefix);
  const field = (name: string) => `${prefix}.${name}` as FieldName;
  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      {/* A legend must be the fieldset's first child to name it; floats put the action beside it. */}
      <legend className="float-left py-1 font-bold text-ink">{legend}</legend>
      {action && <div className="float-right">{action}</div>}
      <div className="clear-both grid gap-4 pt-3 sm:grid-cols-2">
        {personError && <p className="text-sm font-medium text-danger-700 sm:col-span-2">{personError}</p>}
        <TextField name={field('firstName')} label="First Name" />
        <TextField name={field('lastName')} label="Last Name" />
        <TextField name={field('dateOfBirth')} label="Date of Birth" type="date" />
        {relationships && (
          <SelectField
            name={field('relationship')}
            label="Relationship"
            required
            options={relationships}
            placeholder="Select relationship"
          />
        )}
      </div>
    </fieldset>
  );
}
