import path from 'node:path';

/**
 * The folders the app keeps beside embedded PGlite's own files in DATA_DIR. Everything else there is
 * PostgreSQL's, which a backup takes through PGlite's dump rather than by copying files under a live database.
 */
export const APP_FOLDERS = {
  uploads: 'uploads',
  outbox: 'outbox',
  smsOutbox: 'sms-outbox',
} as const;

export function appFolder(dataDir: string, folder: keyof typeof APP_FOLDERS): string {
  return path.join(dataDir, APP_FOLDERS[folder]);
}
