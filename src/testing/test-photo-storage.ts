import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { databasePhotoStorage } from '../server/storage/database-photo-storage';
import { localPhotoStorage } from '../server/storage/local-photo-storage';
import type { PhotoStorage } from '../server/storage/photo-storage';
import { uploadedFilesIn } from '../server/storage/unmoved-files';

/** A test app's file store, with what a test asks of it that the app never does: which keys it holds. */
export interface TestPhotoStorage {
  storage: PhotoStorage;
  storedKeys(): Promise<string[]>;
}

/**
 * The store production would use on this database (docs/decisions/077-shared-files.md): local files in the app's
 * uploads folder on PGlite, the `stored_files` table on PostgreSQL. So the suite's PostgreSQL run goes through the
 * database store, and the PGlite run through the files.
 */
export function defaultTestPhotoStorage(database: Database, uploadsDir: string): TestPhotoStorage {
  if (database.kind === 'pglite') {
    return { storage: localPhotoStorage(uploadsDir), storedKeys: () => uploadedFilesIn(uploadsDir) };
  }
  return {
    storage: databasePhotoStorage(database.db),
    storedKeys: async () => {
      const result = await database.db.execute(sql`select key from stored_files order by key`);
      return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    },
  };
}
