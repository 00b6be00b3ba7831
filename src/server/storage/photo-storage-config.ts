/**
 * Where uploaded files are kept, as read from the environment (env.ts, `photoStorageConfig`); the one choice, so
 * every instance and the command that moves files agree (docs/decisions/077-shared-files.md):
 *   - `local`: files in DATA_DIR/uploads. Embedded PGlite, which is one instance and backs that folder up.
 *   - `database`: the `stored_files` table. PostgreSQL without an object store: every instance reads it.
 *   - `s3`: an S3-compatible object store (STORAGE_URL=s3://bucket[/prefix]), on PostgreSQL.
 */
export type PhotoStorageConfig =
  { kind: 'local'; dir: string } | { kind: 'database' } | ({ kind: 's3' } & S3StorageConfig);

export interface S3StorageConfig {
  bucket: string;
  /** Put before every key, without a trailing slash; '' for none. */
  prefix: string;
  /** A server other than AWS's (MinIO, Ceph, Cloudflare R2, ...); AWS's own endpoint for the region when absent. */
  endpoint?: string;
  region: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`, as most self-hosted servers want. */
  forcePathStyle: boolean;
  /** Explicit keys; absent, the SDK looks for them itself (an instance role, a shared profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** `s3://bucket/some/prefix/` read as the bucket and the prefix without slashes at either end. */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const rest = url.replace(/^s3:\/\//, '');
  const slash = rest.indexOf('/');
  if (slash < 0) return { bucket: rest, prefix: '' };
  return { bucket: rest.slice(0, slash), prefix: rest.slice(slash + 1).replace(/^\/+|\/+$/g, '') };
}

/** For the start-up log line and the move command's report. */
export function describePhotoStorage(config: PhotoStorageConfig): string {
  if (config.kind === 'local') return `files in ${config.dir}`;
  if (config.kind === 'database') return 'the database (stored_files)';
  const where = config.endpoint ? ` at ${config.endpoint}` : '';
  return `s3://${config.bucket}${config.prefix ? `/${config.prefix}` : ''}${where}`;
}
