import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { localPhotoStorage } from './local-photo-storage';

const bytes = new TextEncoder().encode('webp bytes');

/** A storage on a folder of each test's own, which does not exist until the first write. */
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
const it = test.extend('uploads', async ({}, { onCleanup }) => {
  const root = await mkdtemp(path.join(tmpdir(), 'dh-storage-'));
  onCleanup(() => rm(root, { recursive: true, force: true }));
  const dir = path.join(root, 'uploads');
  return { dir, storage: localPhotoStorage(dir) };
});

describe('local photo storage', () => {
  it('creates its folder, writes whole files and reads them back with their content type', async ({
    uploads: { dir, storage },
  }) => {
    await storage.put('abc-1600.webp', bytes, 'image/webp');
    expect(await readdir(dir)).toEqual(['abc-1600.webp']);
    expect(await storage.has('abc-1600.webp')).toBe(true);
    const stored = await storage.get('abc-1600.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(new TextDecoder().decode(stored?.data)).toBe('webp bytes');
  });

  it('deletes, and treats a missing file as absent', async ({ uploads: { storage } }) => {
    await storage.put('gone-640.webp', bytes, 'image/webp');
    await storage.delete('gone-640.webp');
    await storage.delete('gone-640.webp');
    expect(await storage.get('gone-640.webp')).toBeUndefined();
    expect(await storage.has('gone-640.webp')).toBe(false);
  });

  it('refuses keys that could leave the folder or name something else', async ({
    uploads: { dir, storage },
  }) => {
    await storage.put('abc-1600.webp', bytes, 'image/webp');
    for (const key of ['../escape.webp', 'a/b.webp', '.hidden.webp', 'UPPER.webp', 'x.exe', '..', '']) {
      await expect(storage.put(key, bytes, 'image/webp'), key).rejects.toThrow();
      expect(await storage.get(key), key).toBeUndefined();
      expect(await storage.has(key), key).toBe(false);
    }
    await expect(storage.put('fine.webp', bytes, 'image/png')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['abc-1600.webp']);
  });
});
