import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { applyServerErrors } from '@/web/lib/form-errors';

/** A refused save: the server's field messages on their fields, anything else as a toast. */
export function showSaveError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  const message = applyServerErrors(error, setError);
  const onFields = error instanceof ApiError && Object.keys(error.fields).length > 0;
  if (!onFields) toast.error(message);
}
