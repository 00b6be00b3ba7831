import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from '../db/data-dir-lock';
import { BACKUP_LAYOUT, type BackupManifest } from './backup-layout';
import { sha256Of } from './file-digests';

export class BackupUnusableError extends Error {
  constructor(reason: string) {
    super(`This backup cannot be restored: ${reason}`);
    this.name = 'BackupUnusableError';
  }
}

export class RestoreTargetNotEmptyError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is not empty: restore into a new, empty one, so nothing is overwritten.`,
    );
    this.name = 'RestoreTargetNotEmptyError';
  }
}

async function readManifest(source: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(source, BACKUP_LAYOUT.manifest), 'utf8'),
    ) as BackupManifest;
  } catch {
    throw new BackupUnusableError(`${BACKUP_LAYOUT.manifest} is missing or unreadable (a backup cut short?)`);
  }
  if (manifest.format !== 1) throw new BackupUnusableError(`format ${String(manifest.format)} is not known`);
  return manifest;
}

/** Reads a file of the backup and refuses it unless its size and digest are the manifest's. */
async function checkedBytes(file: string, expected: { bytes: number; sha256: string }): Promise<Buffer> {
  const bytes = await readFile(file).catch(() => {
    throw new BackupUnusableError(`${file} is missing`);
  });
  if (bytes.length !== expected.bytes || sha256Of(bytes) !== expected.sha256) {
    throw new BackupUnusableError(`${file} differs from the manifest (damaged or changed)`);
  }
  return bytes;
}

/**
 * Restores a backup made by `backupEmbedded` into the empty data directory `dataDir`: every file is checked against
 * the manifest before anything is written, then the database is loaded through PGlite and the app's files copied
 * back. Refuses a data directory that holds anything, so a restore never overwrites a database.
 */
export async function restoreEmbedded(source: string, dataDir: string): Promise<BackupManifest> {
  const manifest = await readManifest(source);
  const database = await checkedBytes(path.join(source, BACKUP_LAYOUT.database), manifest.database);
  const files = await Promise.all(
    manifest.files.map(async (file) => {
      if (path.posix.isAbsolute(file.path) || file.path.split('/').includes('..')) {
        throw new BackupUnusableError(`${file.path} points outside the data directory`);
      }
      await checkedBytes(path.join(source, BACKUP_LAYOUT.files, file.path), file);
      return file;
    }),
  );

  const present = await readdir(dataDir).catch(() => []);
  if (present.length > 0) throw new RestoreTargetNotEmptyError(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(database)]),
    });
    await client.close();
    for (const file of files) {
      const restored = path.join(dataDir, file.path);
      await mkdir(path.dirname(restored), { recursive: true });
      await copyFile(path.join(source, BACKUP_LAYOUT.files, file.path), restored);
    }
    return manifest;
  } finally {
    release();
  }
}
