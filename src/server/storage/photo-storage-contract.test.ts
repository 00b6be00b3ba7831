import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import { startS3Stub, type S3Stub } from '../../testing/s3-stub';
import type { Db } from '../db/client';
import { databasePhotoStorage } from './database-photo-storage';
import { localPhotoStorage } from './local-photo-storage';
import type { PhotoStorage } from './photo-storage';
import { s3PhotoStorage } from './s3-photo-storage';

/**
 * The three stores keep the one promise of photo-storage.ts, checked by the same tests: local files, the database
 * (on whichever database the run uses) and the object store (through the S3 stub, with the AWS SDK).
 */

const webp = (text: string) => new TextEncoder().encode(text);
let stub: S3Stub;
let folder: string;
beforeAll(async () => {
  stub = await startS3Stub();
  folder = await mkdtemp(path.join(tmpdir(), 'dh-store-contract-'));
});
afterAll(async () => {
  await stub.close();
  await rm(folder, { recursive: true, force: true });
});

const stores: [string, (db: Db, test: string) => PhotoStorage][] = [
  ['local files', (_db, test) => localPhotoStorage(path.join(folder, test))],
  ['the database', (db) => databasePhotoStorage(db)],
  ['an S3-compatible object store', (_db, test) => s3PhotoStorage(stub.storageConfig(`contract/${test}`))],
];

describe.for(stores)('a photo store in %s', ([, open]) => {
  it('writes whole files and reads them back, on a buffer of their own, with their content type', async ({
    db,
    task,
  }) => {
    const storage = open(db, task.id);
    await storage.put('abc-1600.webp', webp('webp bytes'), 'image/webp');
    await storage.put('doc-abc.pdf', webp('%PDF-1.7 pdf bytes'), 'application/pdf');
    expect(await storage.has('abc-1600.webp')).toBe(true);
    const stored = await storage.get('abc-1600.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(new TextDecoder().decode(stored?.data)).toBe('webp bytes');
    expect(stored?.data.buffer.byteLength).toBe(stored?.data.byteLength);
    expect((await storage.get('doc-abc.pdf'))?.contentType).toBe('application/pdf');
  });

  it('replaces a file put twice (the move command run again)', async ({ db, task }) => {
    const storage = open(db, task.id);
    await storage.put('again-640.webp', webp('first'), 'image/webp');
    await storage.put('again-640.webp', webp('second'), 'image/webp');
    expect(new TextDecoder().decode((await storage.get('again-640.webp'))?.data)).toBe('second');
  });

  it('deletes, and treats a missing file as absent', async ({ db, task }) => {
    const storage = open(db, task.id);
    await storage.put('gone-640.webp', webp('x'), 'image/webp');
    await storage.delete('gone-640.webp');
    await storage.delete('gone-640.webp');
    expect(await storage.get('gone-640.webp')).toBeUndefined();
    expect(await storage.has('gone-640.webp')).toBe(false);
    expect(await storage.get('never-640.webp')).toBeUndefined();
  });

  it('refuses keys that are not plain names of a known kind, and a content type the name does not say', async ({
    db,
    task,
  }) => {
    const storage = open(db, task.id);
    for (const key of ['../escape.webp', 'a/b.webp', '.hidden.webp', 'UPPER.webp', 'x.exe', '..', '']) {
      await expect(storage.put(key, webp('x'), 'image/webp'), key).rejects.toThrow();
      expect(await storage.get(key), key).toBeUndefined();
      expect(await storage.has(key), key).toBe(false);
    }
    await expect(storage.put('fine.webp', webp('x'), 'image/png')).rejects.toThrow();
    expect(await storage.has('fine.webp')).toBe(false);
  });
});

describe('the object store', () => {
  it('keeps objects under its prefix, with their content type, signed with its keys', async () => {
    const storage = s3PhotoStorage(stub.storageConfig('tenant/uploads'));
    await storage.put('pre-1600.webp', webp('prefixed'), 'image/webp');
    const object = stub.buckets.get('dh-uploads')?.get('tenant/uploads/pre-1600.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.data.toString()).toBe('prefixed');
    expect(await s3PhotoStorage(stub.storageConfig('other')).has('pre-1600.webp')).toBe(false);
  });

  it('fails loudly on wrong keys rather than reporting files missing', async () => {
    const config = stub.storageConfig('wrong');
    const wrong = s3PhotoStorage({
      ...config,
      credentials: { accessKeyId: config.credentials?.accessKeyId ?? '', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.put('x-1600.webp', webp('x'), 'image/webp')).rejects.toThrow();
    await expect(wrong.get('x-1600.webp')).rejects.toThrow();
    await expect(wrong.has('x-1600.webp')).rejects.toThrow();
  });
});
