import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from '../db/data-dir-lock';
import { APP_FOLDERS } from '../db/data-dir-layout';
import { BACKUP_LAYOUT, type BackupManifest } from './backup-layout';
import { filesUnder, sha256Of } from './file-digests';

export class BackupTargetNotEmptyError extends Error {
  constructor(target: string) {
    super(
      `The backup folder ${target} is not empty: give a new folder, so no earlier backup is overwritten.`,
    );
    this.name = 'BackupTargetNotEmptyError';
  }
}

export class NoDatabaseError extends Error {
  constructor(dataDir: string) {
    super(`${dataDir} holds no database: check DATA_DIR.`);
    this.name = 'NoDatabaseError';
  }
}

async function isEmptyOrAbsent(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/**
 * Backs up an embedded data directory into the new folder `target`: the database as PGlite's own dump of its data
 * directory (a gzipped tar, taken by the one process that has the database open, so it is consistent), the app's
 * files (uploads, outboxes) copied beside it, and a manifest of sizes and SHA-256 digests that the restore checks.
 * The data directory's lock is held throughout, so this refuses while the server runs (docs/decisions/071).
 */
export async function backupEmbedded(
  dataDir: string,
  target: string,
  now = new Date(),
): Promise<BackupManifest> {
  // PGlite would make a new, empty database where there is none; a backup of that would hide a wrong DATA_DIR.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new NoDatabaseError(dataDir);
  if (!(await isEmptyOrAbsent(target))) throw new BackupTargetNotEmptyError(target);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const databaseBytes = new Uint8Array(await dump.arrayBuffer());
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, BACKUP_LAYOUT.database), databaseBytes);

    const files = (
      await Promise.all(Object.values(APP_FOLDERS).map((folder) => filesUnder(dataDir, folder)))
    ).flat();
    for (const file of files) {
      const copy = path.join(target, BACKUP_LAYOUT.files, file.path);
      await mkdir(path.dirname(copy), { recursive: true });
      await copyFile(path.join(dataDir, file.path), copy);
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: { bytes: databaseBytes.length, sha256: sha256Of(databaseBytes) },
      files,
    };
    // Written last: a folder without a manifest is a backup cut short, and the restore refuses it.
    await writeFile(path.join(target, BACKUP_LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    release();
  }
}
