import { parseArgs } from 'node:util';
import { restoreEmbedded } from '../backup/embedded-restore';
import { readEnv } from '../env';
import { postgresBackupAdvice, runCommand, usage } from './backup-cli';

/**
 * `npm run restore -- --from <folder>`: restores a backup made by `npm run backup` into DATA_DIR, which must be a
 * new, empty folder. Every file is checked against the backup's manifest first.
 */
runCommand(async () => {
  const env = readEnv();
  if (env.DATABASE_URL) return postgresBackupAdvice('restore');
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!values.from) return usage('npm run restore -- --from <backup folder>');
  const manifest = await restoreEmbedded(values.from, env.DATA_DIR);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${env.DATA_DIR}: the database and ${manifest.files.length} files.`,
  );
});
