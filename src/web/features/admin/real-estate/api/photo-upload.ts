import { useMutation } from '@tanstack/react-query';
import {
  ACCEPTED_PHOTO_TYPES,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_UPLOAD_MESSAGES,
} from '@/domain/property/listing-photos';
import { rootKeys } from '@/web/api/root-keys';
import { api, ApiError, unwrap } from '@/web/lib/api-client';

/**
 * What the browser can tell before sending: a file that is plainly too big or not a photo fails at once.
 * The server looks at the bytes whatever this says.
 */
export function photoFileProblem(file: File): string | undefined {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_UPLOAD_MESSAGES.notPhoto;
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return PHOTO_UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

/** The message for a failed upload: the server's word on the file when it gave one. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fields.file ?? error.message;
  return 'The upload failed. Check your connection and try again.';
}

/** Uploads one photo; answers the URL to store (large) and the thumbnail's. Errors are shown by the caller. */
export function useUploadPhoto() {
  return useMutation({
    mutationKey: [...rootKeys.admin, 'uploads'],
    mutationFn: async (file: File) => (await unwrap(api.admin.uploads.$post({ form: { file } }))).photo,
    meta: { toastError: false },
  });
}
