import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The message to show above a form: the first field error in the order the fields appear, which is the
 * spec's order of checks because the schema reports the first failing rule only.
 */
export function firstFieldError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]) {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** Puts the server's field messages on their fields; returns the overall message for an alert or toast. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  for (const [field, message] of Object.entries(error.fields)) {
    setError(field as Path<T>, { type: 'server', message });
  }
  return error.message;
}
