import type SharpType from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { MAX_PHOTO_SIDE, PHOTO_WIDTHS, type PhotoSize } from '../../domain/property/listing-photos';

let loading: Promise<{ default: typeof SharpType }> | undefined;

/**
 * sharp, loaded on the first picture rather than at start: it took about 0.2 s of every start
 * (docs/decisions/075-fast-start.md). Outside the callers' try blocks, so a sharp that cannot load is an error,
 * never a "not a photo".
 */
async function loadSharp(): Promise<typeof SharpType> {
  loading ??= import('sharp');
  return (await loading).default;
}

/** The formats a photo may arrive in, as sharp names them after reading the bytes. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type WebPhotos =
  { ok: true; sizes: Record<PhotoSize, Buffer> } | { ok: false; problem: 'not_photo' | 'too_many_pixels' };

/**
 * Turns an uploaded file into the web sizes (WebP, at most PHOTO_WIDTHS wide, never enlarged), or says why it
 * cannot. What the file is comes from its bytes, never from the name or the declared type. The output carries no
 * metadata: EXIF, GPS and the camera's notes are dropped, after the EXIF orientation has been applied to the pixels.
 */
export async function toWebPhotos(bytes: Uint8Array): Promise<WebPhotos> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const problem = await photoProblem(input);
  if (problem) return { ok: false, problem };
  const sharp = await loadSharp();
  try {
    const [large, small] = await Promise.all([
      resized(forResizing(sharp, input), 'large'),
      resized(forResizing(sharp, input), 'small'),
    ]);
    return { ok: true, sizes: { large, small } };
  } catch {
    // The header read fine but the picture itself does not decode: a truncated or corrupt file.
    return { ok: false, problem: 'not_photo' };
  }
}

/**
 * Why these bytes are not a photo we take (not JPEG, PNG or WebP as sharp reads them, or absurdly large), or
 * undefined when they are. The one check for every uploaded picture: listing photos and title documents alike.
 */
export async function photoProblem(input: Buffer): Promise<'not_photo' | 'too_many_pixels' | undefined> {
  let metadata: Metadata;
  const sharp = await loadSharp();
  try {
    metadata = await sharp(input).metadata();
  } catch {
    return 'not_photo';
  }
  if (!ACCEPTED_FORMATS.has(metadata.format ?? '') || !metadata.width || !metadata.height) {
    return 'not_photo';
  }
  if (metadata.width > MAX_PHOTO_SIDE || metadata.height > MAX_PHOTO_SIDE) return 'too_many_pixels';
  return undefined;
}

/**
 * A scanned document's picture as one WebP at its own size (up to DOCUMENT_WIDTH wide, so small print stays
 * legible), metadata dropped as for photos; undefined when it does not decode whole.
 */
export async function toWebDocumentImage(input: Buffer): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  try {
    return await forResizing(sharp, input)
      .autoOrient()
      .resize({ width: DOCUMENT_WIDTH, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** Wide enough for an A4 scan at about 250 dots per inch. */
const DOCUMENT_WIDTH = 2400;

function forResizing(sharp: typeof SharpType, input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_PHOTO_SIDE * MAX_PHOTO_SIDE, failOn: 'error' });
}

function resized(image: Sharp, size: PhotoSize): Promise<Buffer> {
  return image
    .autoOrient()
    .resize({ width: PHOTO_WIDTHS[size], withoutEnlargement: true })
    .webp({ quality: size === 'large' ? 80 : 75 })
    .toBuffer();
}
