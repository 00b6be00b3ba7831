import { randomBytes } from 'node:crypto';
import {
  MAX_PHOTO_UPLOAD_BYTES,
  parseUploadedFileName,
  PHOTO_UPLOAD_MESSAGES,
  uploadedFileName,
  uploadedPhotoUrl,
  type PhotoSize,
  type UploadedPhotoView,
} from '../../../../domain/property/listing-photos';
import { AppError } from '../../../http/app-error';
import type { PhotoStorage, StoredPhoto } from '../../../storage/photo-storage';
import { toWebPhotos } from '../../../storage/web-photos';

export function photoTooLarge(): AppError {
  return new AppError('payload_too_large', PHOTO_UPLOAD_MESSAGES.tooLarge, {
    file: PHOTO_UPLOAD_MESSAGES.tooLarge,
  });
}

const refused = (message: string) => new AppError('validation_failed', message, { file: message });

/** Written small first: when the large size (what listings point at) is there, so is the small one. */
const WRITE_ORDER: readonly PhotoSize[] = ['small', 'large'];

/**
 * Checks an uploaded file is a real JPEG, PNG or WebP of sane dimensions, and stores it in the web sizes under
 * a new random key. Nothing is stored for a refused file, nor half of one when writing fails.
 */
export async function uploadPhoto(storage: PhotoStorage, file: File): Promise<UploadedPhotoView> {
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) throw photoTooLarge();
  const photos = await toWebPhotos(new Uint8Array(await file.arrayBuffer()));
  if (!photos.ok) {
    throw refused(
      photos.problem === 'too_many_pixels'
        ? PHOTO_UPLOAD_MESSAGES.tooManyPixels
        : PHOTO_UPLOAD_MESSAGES.notPhoto,
    );
  }
  // 128 random bits: keys are never guessed and never reused, so a stored file never changes.
  const key = randomBytes(16).toString('hex');
  const written: string[] = [];
  try {
    for (const size of WRITE_ORDER) {
      const name = uploadedFileName(key, size);
      await storage.put(name, photos.sizes[size], 'image/webp');
      written.push(name);
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => storage.delete(name)));
    throw error;
  }
  return { url: uploadedPhotoUrl(key, 'large'), smallUrl: uploadedPhotoUrl(key, 'small') };
}

/** A stored photo by its file name; any name that is not one of ours is simply not found. */
export async function readUploadedPhoto(storage: PhotoStorage, fileName: string): Promise<StoredPhoto> {
  const photo = parseUploadedFileName(fileName) ? await storage.get(fileName) : undefined;
  if (!photo) throw new AppError('not_found', 'Not found');
  return photo;
}
