import { z } from 'zod';

/**
 * Where listing photos and provider logos live. An uploaded photo is kept in two web sizes under one random key:
 * `/api/media/uploads/<key>-1600.webp` (what a listing or provider stores) and `<key>-640.webp` (for cards and
 * thumbnails). Sample pictures are drawn in code under `/api/media/sample/<name>.svg`.
 */
export const UPLOADS_URL_PREFIX = '/api/media/uploads/';
export const SAMPLE_URL_PREFIX = '/api/media/sample/';

/** The widths each upload is stored at, in pixels; a smaller original is never enlarged. */
export const PHOTO_WIDTHS = { large: 1600, small: 640 } as const;
export type PhotoSize = keyof typeof PHOTO_WIDTHS;

/** A stored photo's file name: 32 lowercase hex digits of randomness, its width, WebP. */
const UPLOADED_FILE = /^([0-9a-f]{32})-(1600|640)\.webp$/;
const SAMPLE_FILE = /^[a-z0-9-]{1,40}\.svg$/;

/** The key and size of a stored photo's file name, or undefined for any other name. */
export function parseUploadedFileName(name: string): { key: string; size: PhotoSize } | undefined {
  const match = UPLOADED_FILE.exec(name);
  if (!match?.[1]) return undefined;
  return { key: match[1], size: match[2] === String(PHOTO_WIDTHS.large) ? 'large' : 'small' };
}

export function uploadedFileName(key: string, size: PhotoSize): string {
  return `${key}-${PHOTO_WIDTHS[size]}.webp`;
}

export function uploadedPhotoUrl(key: string, size: PhotoSize): string {
  return `${UPLOADS_URL_PREFIX}${uploadedFileName(key, size)}`;
}

/**
 * Whether a URL is a picture this app serves: a listing or logo may only point at our own photos, never at
 * another site (which could track visitors or change the picture later).
 */
export function isOwnPhotoUrl(url: string): boolean {
  if (url.startsWith(UPLOADS_URL_PREFIX)) {
    return parseUploadedFileName(url.slice(UPLOADS_URL_PREFIX.length)) !== undefined;
  }
  return url.startsWith(SAMPLE_URL_PREFIX) && SAMPLE_FILE.test(url.slice(SAMPLE_URL_PREFIX.length));
}

/** The small size of an uploaded photo, for cards and thumbnails; any other picture as it is. */
export function smallPhotoUrl(url: string): string {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return url;
  const parsed = parseUploadedFileName(url.slice(UPLOADS_URL_PREFIX.length));
  return parsed ? uploadedPhotoUrl(parsed.key, 'small') : url;
}

/** The largest photo file accepted for upload. */
export const MAX_PHOTO_UPLOAD_BYTES = 8 * 1024 * 1024;
/** What a photo may be; the server checks the bytes, whatever the file claims to be. */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Past this many pixels on a side a picture is not a photo of a home, and decoding it would waste memory. */
export const MAX_PHOTO_SIDE = 12_000;

export const PHOTO_UPLOAD_MESSAGES = {
  missing: 'Choose a photo to upload',
  notPhoto: 'This file is not a JPEG, PNG or WebP photo',
  tooLarge: 'This photo is larger than 8 MB. Choose a smaller one.',
  tooManyPixels: 'This picture is too large: at most 12,000 pixels on a side',
} as const;

/** An uploaded photo's web URLs: what a listing or provider stores (the large size), and the small size. */
export const UploadedPhotoViewSchema = z
  .object({ url: z.string(), smallUrl: z.string() })
  .meta({ id: 'UploadedPhotoView' });
export type UploadedPhotoView = z.infer<typeof UploadedPhotoViewSchema>;
