import { get, useFormState, type FieldValues, type Path } from 'react-hook-form';

/**
 * The message on a field of the form around it (under its FormProvider), by dotted path: a resolver's and the
 * server's (applyServerErrors) alike; undefined while it has none.
 */
export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { errors } = useFormState<T>({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message || undefined;
}
