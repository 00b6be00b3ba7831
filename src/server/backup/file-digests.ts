import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileDigest {
  path: string;
  bytes: number;
  sha256: string;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Every file under `root/folder`, as paths relative to `root` with '/' between parts, and their digests. */
export async function filesUnder(root: string, folder: string): Promise<FileDigest[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const digests: FileDigest[] = [];
  for (const entry of entries.filter((found) => found.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(full);
    digests.push({
      path: path.relative(root, full).split(path.sep).join('/'),
      bytes: bytes.length,
      sha256: sha256Of(bytes),
    });
  }
  return digests.sort((a, b) => a.path.localeCompare(b.path));
}
