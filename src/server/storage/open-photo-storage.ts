import type { Db } from '../db/client';
import { databasePhotoStorage } from './database-photo-storage';
import { localPhotoStorage } from './local-photo-storage';
import type { PhotoStorage } from './photo-storage';
import type { PhotoStorageConfig } from './photo-storage-config';

/**
 * The configured store (env.ts, `photoStorageConfig`). The AWS SDK is loaded only when an object store is
 * configured: it is large, and most installations never need it (docs/decisions/075-fast-start.md).
 */
export async function openPhotoStorage(config: PhotoStorageConfig, db: Db): Promise<PhotoStorage> {
  if (config.kind === 'local') return localPhotoStorage(config.dir);
  if (config.kind === 'database') return databasePhotoStorage(db);
  const { s3PhotoStorage } = await import('./s3-photo-storage');
  return s3PhotoStorage(config);
}
