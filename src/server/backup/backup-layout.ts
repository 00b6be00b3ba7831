/** What one backup folder holds. */
export const BACKUP_LAYOUT = {
  database: 'database.tar.gz',
  files: 'files',
  manifest: 'manifest.json',
} as const;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { bytes: number; sha256: string };
  /** Paths relative to DATA_DIR, with '/' between parts. */
  files: { path: string; bytes: number; sha256: string }[];
}
