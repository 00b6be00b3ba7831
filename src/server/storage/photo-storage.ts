/**
 * Where uploaded photos and title documents are kept, by key: files on local disk (`local-photo-storage.ts`,
 * embedded PGlite), the database (`database-photo-storage.ts`) or an S3-compatible object store
 * (`s3-photo-storage.ts`), the last two read by every instance on one PostgreSQL; `open-photo-storage.ts` opens the
 * configured one (docs/decisions/077-shared-files.md). Keys are flat names (`<random>-1600.webp`): no folders, so
 * none can reach outside the store.
 */
export interface StoredPhoto {
  data: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface PhotoStorage {
  /** Writes a photo whole or not at all; a key is never reused, so a put never replaces a photo in use. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The photo, or undefined when there is none under that key. */
  get(key: string): Promise<StoredPhoto | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the photo; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Lowercase letters, digits and dashes, then one extension: nothing that could name a folder or a hidden file. */
const KEY = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * The content types the store hands out, by extension; anything else is not a file we keep. PDF is for documents
 * (storage/document-files.ts), which are never served from the public photo route (its names are WebP only).
 */
export const PHOTO_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return PHOTO_CONTENT_TYPES[extension];
}

/** Whether a store keeps this key at all: one of our names with a known extension. */
export function isKnownKey(key: string): boolean {
  return isStorageKey(key) && contentTypeOfKey(key) !== undefined;
}

/** Refuses, before anything is written, a key the stores do not keep or a content type its extension does not name. */
export function checkPut(key: string, contentType: string): void {
  if (!isKnownKey(key)) throw new Error(`Not a photo storage key: ${key}`);
  if (contentTypeOfKey(key) !== contentType) {
    throw new Error(`Key ${key} does not match the content type ${contentType}`);
  }
}
