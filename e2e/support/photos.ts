import sharp from 'sharp';

/** A small real PNG in one colour. */
export function png(background: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A PNG as a file input takes it (`setInputFiles`) or a multipart field sends it. */
export async function pngFile(name: string, background: string) {
  return { name, mimeType: 'image/png', buffer: await png(background) };
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(image: Buffer) {
  return { width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
}
