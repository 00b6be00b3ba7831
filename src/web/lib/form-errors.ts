import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The server's overall message, or a generic one when the request never got an answer. */
const refusalMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** Puts the server's field messages on their fields; returns the overall message for an alert or toast. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string {
  if (!(error instanceof ApiError)) return refusalMessage(error);
  for (const [field, message] of Object.entries(error.fields)) {
    setError(field as Path<T>, { type: 'server', message });
  }
  return error.message;
}

/**
 * A refused submit on a form with an error summary: the server's messages for the fields the form shows go on those
 * fields; when it names none of them, its overall message becomes the summary's line (`root.server`), so every
 * refusal is said once, where focus goes.
 */
export function applyServerRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shownFields: readonly Path<T>[],
): void {
  const fields = error instanceof ApiError ? error.fields : {};
  const shown = shownFields.filter((field) => fields[field]);
  for (const field of shown) setError(field, { type: 'server', message: fields[field] });
  if (shown.length === 0) {
    setError('root.server', { type: 'server', message: refusalMessage(error) });
  }
}

/**
 * A refusal said on one field, for the small forms without an error summary: the server's message for that field,
 * else its overall message; `unanswered` when no answer came.
 */
export function applyRefusalOn<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  field: Path<T>,
  unanswered = 'Something went wrong.',
): void {
  const message = error instanceof ApiError ? (error.fields[field] ?? error.message) : unanswered;
  setError(field, { type: 'server', message });
}
