import type { Context } from 'hono';

/**
 * A PDF we made for one person (a member card, a receipt), answered as a download that no shared cache keeps.
 */
export function pdfAttachment(c: Context, pdf: Buffer, fileName: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });
}
