import { encode } from 'uqr';
import { escapeHtml } from '../../../mail/escape-html';

/**
 * The card's QR code (docs/decisions/038): the card's public check address (`verifyUrl`), error correction M, as
 * rows of dark (true) and light modules without a quiet zone. The PDF and the relative's own page (docs/decisions/050)
 * both draw this one matrix, so a hospital scans the same check from paper and from her phone.
 */
export function cardQrModules(verifyUrl: string): boolean[][] {
  return encode(verifyUrl, { ecc: 'M', border: 0 }).data;
}

/**
 * The code as an inline SVG of `size` CSS pixels with a 4-module white quiet zone (what scanners need), one path of
 * unit squares, crisp at any zoom. Labelled for screen readers; `verifyUrl` is also written as a link beside it.
 */
export function cardQrSvg(verifyUrl: string, size: number, label: string): string {
  const modules = cardQrModules(verifyUrl);
  const quiet = 4;
  const span = modules.length + quiet * 2;
  const path = modules
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + quiet} ${y + quiet}h1v1h-1z`] : [])))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(label)}" width="${size}" height="${size}" viewBox="0 0 ${span} ${span}" shape-rendering="crispEdges"><rect width="${span}" height="${span}" fill="#fff"/><path fill="#0f172a" d="${path}"/></svg>`;
}
