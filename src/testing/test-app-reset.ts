import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { prepareDatabaseReset } from './database-reset';
import type { TestApp } from './test-app';

/**
 * A text message the worker took in hand before the reset may still be written into the outbox's `sms` folder
 * while it is removed (CI saw ENOTEMPTY): Node's rm tries again on that, with a growing pause.
 */
async function emptyDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir);
  await Promise.all(
    entries.map((entry) =>
      rm(path.join(dir, entry), { recursive: true, force: true, maxRetries: 10, retryDelay: 20 }),
    ),
  );
}

/**
 * Prepares putting `testApp` back as it opened: its database emptied to the migrated template, no mail in its
 * outbox and no uploaded photo. Mail still being sent is waited for, so none lands after the reset.
 */
export async function prepareTestAppReset(testApp: TestApp): Promise<() => Promise<void>> {
  const resetDatabase = await prepareDatabaseReset(testApp.runtime.database.db);
  return async () => {
    // Mail queued without waiting is written first; then jobs are deleted, so the worker takes no new mail; then a
    // send already in hand is waited for.
    await testApp.runtime.mail.idle();
    await resetDatabase();
    await testApp.runtime.mailer.idle();
    await Promise.all([emptyDirectory(testApp.outboxDir), emptyDirectory(testApp.uploadsDir)]);
  };
}
