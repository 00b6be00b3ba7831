/** The encodings the build writes beside each compressible file, best first (scripts/compress-client.ts). */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

function acceptedQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => /^q=/i.test(param));
    const quality = q ? Number(q.slice(2)) : 1;
    qualities.set(name.toLowerCase(), Number.isFinite(quality) ? quality : 0);
  }
  return qualities;
}

/**
 * The best of the encodings we have that the client accepts (RFC 9110 §12.5.3: q=0 refuses, `*` stands for
 * every coding not named). Ties go to the earlier one in `available`, so brotli wins over gzip.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!header) return undefined;
  const qualities = acceptedQualities(header);
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of available) {
    const q = qualities.get(encoding) ?? qualities.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
