import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupEmbedded } from '../backup/embedded-backup';
import { readEnv } from '../env';
import { postgresBackupAdvice, runCommand } from './backup-cli';

/**
 * `npm run backup -- --to <folder>`: a consistent backup of the embedded data directory (DATA_DIR), its database and
 * its files, into a new folder (default: backups/<time>). The server must be stopped: PGlite has one process.
 */
runCommand(async () => {
  const env = readEnv();
  if (env.DATABASE_URL) return postgresBackupAdvice('backup');
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const target = values.to ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-'));
  const manifest = await backupEmbedded(env.DATA_DIR, target);
  const bytes = manifest.database.bytes + manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Backed up ${env.DATA_DIR} into ${target}: the database and ${manifest.files.length} files, ${bytes} bytes.`,
  );
});
