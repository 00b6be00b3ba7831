/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of the web
 * build, so the server answers with them as they are (src/server/http/static-client.ts) instead of compressing
 * each response again at a cheaper level. Run by `npm run build`; also `tsx scripts/compress-client.ts [dir]`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED } from '../src/server/http/accept-encoding';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|map|ico)$/;
// Below about a packet, compression saves no round trip and costs a header.
const MIN_BYTES = 1024;
const PARALLEL_FILES = 4;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSORS = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every compressible file in `dir`; keeps a copy only when it is smaller. Returns bytes before/after. */
export async function compressClient(dir: string) {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  const queue = await compressibleFiles(dir);
  const compressNext = async (): Promise<void> => {
    const file = queue.pop();
    if (!file) return;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) return compressNext();
    totals.files += 1;
    totals.raw += data.length;
    await Promise.all(
      PRECOMPRESSED.map(async ({ encoding, suffix }) => {
        const compressed = await COMPRESSORS[encoding](data);
        const kept = compressed.length < data.length;
        if (kept) await writeFile(file + suffix, compressed);
        totals[encoding] += kept ? compressed.length : data.length;
      }),
    );
    return compressNext();
  };
  // zlib runs in libuv's thread pool (4 threads): a few files at a time keep every core busy.
  await Promise.all(Array.from({ length: PARALLEL_FILES }, compressNext));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'build/client';
  const totals = await compressClient(dir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `compressed ${totals.files} files in ${dir}: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
  );
}
