import type { Db } from '../db/client';
import { checkPut, isKnownKey, type PhotoStorage } from './photo-storage';
import { deleteStoredFile, findStoredFile, storedFileExists, upsertStoredFile } from './stored-files.repo';

/**
 * Photos and documents as rows of `stored_files` (bytea), so every instance on one PostgreSQL reads what any of
 * them stored, as funeral-claim documents already are (docs/decisions/045, 077-shared-files.md). One statement per
 * call: a put is whole or absent, as a file renamed into place is.
 */
export function databasePhotoStorage(db: Db): PhotoStorage {
  return {
    async put(key, data, contentType) {
      checkPut(key, contentType);
      await upsertStoredFile(db, key, contentType, data);
    },

    async get(key) {
      if (!isKnownKey(key)) return undefined;
      const row = await findStoredFile(db, key);
      // A copy on its own ArrayBuffer, as the interface promises: the driver's may be a slice of a larger one.
      return row && { data: new Uint8Array(row.data), contentType: row.contentType };
    },

    async has(key) {
      return isKnownKey(key) && storedFileExists(db, key);
    },

    async delete(key) {
      if (!isKnownKey(key)) throw new Error(`Not a photo storage key: ${key}`);
      await deleteStoredFile(db, key);
    },
  };
}
