import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isStorageKey, type PhotoStorage } from './photo-storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * Photos as files in one folder (`DATA_DIR/uploads` by default). The content type follows the key's extension,
 * so nothing beside the file needs keeping. A file is written under a temporary name and renamed into place,
 * so a reader never sees half a photo, even if the server stops mid-write.
 */
export function localPhotoStorage(dir: string): PhotoStorage {
  const root = path.resolve(dir);

  /** The file of a key; a key that is not a plain name, or an unknown kind of file, is refused outright. */
  const fileOf = (key: string): string => {
    if (!isStorageKey(key) || !contentTypeOfKey(key)) throw new Error(`Not a photo storage key: ${key}`);
    const file = path.join(root, key);
    // The key pattern already rules out separators and dots-only names; this says so where it matters.
    if (path.dirname(file) !== root) throw new Error(`Not a photo storage key: ${key}`);
    return file;
  };

  return {
    async put(key, data, contentType) {
      const file = fileOf(key);
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`Key ${key} does not match the content type ${contentType}`);
      }
      await mkdir(root, { recursive: true });
      // A leading dot keeps the temporary file out of the key space: no key can name it.
      const temporary = path.join(root, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, data, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!isStorageKey(key)) return undefined;
      const contentType = contentTypeOfKey(key);
      if (!contentType) return undefined;
      try {
        return { data: await readFile(fileOf(key)), contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async has(key) {
      if (!isStorageKey(key) || !contentTypeOfKey(key)) return false;
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
