import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseConfig, openDatabase } from '../db/client';
import { appFolder } from '../db/data-dir-layout';
import { photoStorageConfig, readEnv } from '../env';
import { moveUploads } from '../storage/move-uploads';
import { openPhotoStorage } from '../storage/open-photo-storage';
import { describePhotoStorage } from '../storage/photo-storage-config';
import { runCommand } from './backup-cli';

/**
 * `npm run storage:migrate [-- --from <folder>]`: copies the uploads of DATA_DIR/uploads (or --from) into the store
 * the server is configured for, the database or the object store (docs/decisions/077-shared-files.md), verifying
 * each by reading it back. Safe to run again, and while the servers run: files are only added. Exits 1 if any
 * file failed.
 */
runCommand(async () => {
  const env = readEnv();
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const source = path.resolve(values.from ?? appFolder(env.DATA_DIR, 'uploads'));
  const config = photoStorageConfig(env);
  if (config.kind === 'local') {
    console.log(
      `Uploads are kept in ${config.dir} (no DATABASE_URL or STORAGE_URL is set): there is nothing to move.`,
    );
    return;
  }
  const database = await openDatabase(databaseConfig(env));
  try {
    // The database store's table comes with a migration; a server that has not started since would lack it.
    await database.migrate();
    const report = await moveUploads(source, await openPhotoStorage(config, database.db));
    for (const { key, reason } of report.failed) console.error(`${key}: ${reason}`);
    console.log(
      `Copied the uploads of ${source} into ${describePhotoStorage(config)}: ${report.copied.length} copied, ` +
        `${report.alreadyThere.length} already there, ${report.failed.length} failed.`,
    );
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
});
