import sharp from 'sharp';
import { MAX_PHOTO_SIDE } from '../../domain/property/listing-photos';

/**
 * What an uploaded document (a PDF or a picture of one) really is, from its bytes, never from its name or declared
 * type. Shared by every document upload (funeral claims; title packs may fold in here).
 */
export type CheckedDocument =
  | { ok: true; contentType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'; data: Uint8Array }
  | { ok: false };

const PDF_HEADER = /^%PDF-[12]\.\d/;
const PDF_TAIL_BYTES = 1024;
const IMAGE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * A PDF opens with its version header and ends with an end-of-file marker within its last kilobyte (writers add a
 * line break or a little padding after it): a renamed file or a truncated download has neither.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (!PDF_HEADER.test(latin1(bytes.subarray(0, 16)))) return false;
  return latin1(bytes.subarray(Math.max(0, bytes.byteLength - PDF_TAIL_BYTES))).includes('%%EOF');
}

/**
 * A PDF is kept as sent. A picture must decode whole, within the photos' pixel limit, and is written again in its
 * own format with no metadata: a phone's photo of a certificate can carry where it was taken.
 */
export async function checkDocument(bytes: Uint8Array): Promise<CheckedDocument> {
  if (isPdf(bytes)) return { ok: true, contentType: 'application/pdf', data: bytes };
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const metadata = await sharp(input).metadata();
    const format = metadata.format as keyof typeof IMAGE_TYPES | undefined;
    if (!format || !(format in IMAGE_TYPES) || !metadata.width || !metadata.height) return { ok: false };
    if (metadata.width > MAX_PHOTO_SIDE || metadata.height > MAX_PHOTO_SIDE) return { ok: false };
    const data = await sharp(input, { limitInputPixels: MAX_PHOTO_SIDE * MAX_PHOTO_SIDE, failOn: 'error' })
      .autoOrient()
      .toFormat(format)
      .toBuffer();
    return { ok: true, contentType: IMAGE_TYPES[format], data: new Uint8Array(data) };
  } catch {
    return { ok: false };
  }
}
