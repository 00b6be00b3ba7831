import {
  parseUploadedFileName,
  SAMPLE_URL_PREFIX,
  UPLOADS_URL_PREFIX,
  uploadedFileName,
} from '../../../domain/property/listing-photos';
import type { PhotoStorage } from '../../storage/photo-storage';
import { sampleSvg } from './sample-art';

/**
 * Whether a picture URL (already known to be one of ours, see `isOwnPhotoUrl`) shows a picture: an upload whose
 * file is stored, or a sample that draws. A listing is never saved pointing at nothing.
 */
async function isStored(storage: PhotoStorage, url: string): Promise<boolean> {
  if (url.startsWith(SAMPLE_URL_PREFIX)) {
    return sampleSvg(url.slice(SAMPLE_URL_PREFIX.length).replace(/\.svg$/, '')) !== undefined;
  }
  const parsed = parseUploadedFileName(url.slice(UPLOADS_URL_PREFIX.length));
  // The large size is written last, so when it is there the small one is too.
  return parsed !== undefined && storage.has(uploadedFileName(parsed.key, 'large'));
}

/** Whether every one of these pictures is there to show. */
export async function allStored(storage: PhotoStorage, urls: readonly string[]): Promise<boolean> {
  const found = await Promise.all(urls.map((url) => isStored(storage, url)));
  return found.every(Boolean);
}
