import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';

/** The only writer of `stored_files` (database-photo-storage.ts is its one caller). */

export async function upsertStoredFile(db: Db, key: string, contentType: string, data: Uint8Array) {
  const row = { contentType, size: data.byteLength, data };
  // A key is never reused by the app; a second put of one (the move command run again) replaces it whole.
  await db
    .insert(storedFiles)
    .values({ key, ...row })
    .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, createdAt: sql`now()` } });
}

export async function findStoredFile(db: Db, key: string) {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, data: storedFiles.data })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row;
}

export async function storedFileExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.key, key))
    .limit(1);
  return row !== undefined;
}

export async function deleteStoredFile(db: Db, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
