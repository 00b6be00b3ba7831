import { readdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import { isKnownKey } from './photo-storage';
import type { PhotoStorageConfig } from './photo-storage-config';

/** The files of a local uploads folder that a store could hold: hidden temporary files and strays left out. */
export async function uploadedFilesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter(isKnownKey).sort();
}

/**
 * An installation that moves to PostgreSQL or an object store keeps its earlier uploads in DATA_DIR/uploads until
 * `npm run storage:migrate` copies them; until then its listings show missing photos. Said once at start, so the
 * operator sees why (docs/decisions/077-shared-files.md).
 */
export async function warnOfUnmovedFiles(
  config: PhotoStorageConfig,
  uploadsDir: string,
  logger: Logger,
): Promise<void> {
  if (config.kind === 'local') return;
  const files = await uploadedFilesIn(uploadsDir).catch(() => []);
  if (files.length === 0) return;
  logger.warn(
    `${uploadsDir} holds ${files.length} uploaded file(s), but uploads are now kept elsewhere: run ` +
      '`npm run storage:migrate` to copy them, then move the folder away',
  );
}
