import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { it } from '../../testing/api-test';
import { startS3Stub, type S3Stub } from '../../testing/s3-stub';
import { freshDatabase } from '../../testing/test-database';
import { databaseConfig, openDatabase, type Db } from '../db/client';
import { databasePhotoStorage } from './database-photo-storage';
import { moveUploads } from './move-uploads';
import type { PhotoStorage } from './photo-storage';
import { s3PhotoStorage } from './s3-photo-storage';

/** An uploads folder as an instance left it: two photo sizes, a document, a temporary file and a stray. */
async function uploadsFolder(root: string): Promise<string> {
  const dir = path.join(root, 'data', 'uploads');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'aaa-1600.webp'), 'large photo');
  await writeFile(path.join(dir, 'aaa-640.webp'), 'small photo');
  await writeFile(path.join(dir, 'doc-bbb.pdf'), '%PDF-1.7 title deed');
  await writeFile(path.join(dir, '.aaa-1600.webp.0a1b.tmp'), 'half a photo');
  await writeFile(path.join(dir, 'notes.txt'), 'not an upload');
  return dir;
}

let root: string;
let dir: string;
let stub: S3Stub;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dh-move-'));
  dir = await uploadsFolder(root);
  stub = await startS3Stub();
});
afterAll(async () => {
  await stub.close();
  await rm(root, { recursive: true, force: true });
});

const text = async (store: PhotoStorage, key: string) =>
  new TextDecoder().decode((await store.get(key))?.data);

describe('moving uploads into the shared store', () => {
  it.for([
    ['the database', (db: Db) => databasePhotoStorage(db)],
    ['the object store', (_db: Db, test: string) => s3PhotoStorage(stub.storageConfig(`move/${test}`))],
  ] as const)(
    'copies every upload into %s, read back the same, and a second run copies nothing',
    async ([, open], { db, task }) => {
      const store = open(db, task.id);
      const first = await moveUploads(dir, store);
      expect(first).toEqual({
        copied: ['aaa-1600.webp', 'aaa-640.webp', 'doc-bbb.pdf'],
        alreadyThere: [],
        failed: [],
      });
      expect(await text(store, 'doc-bbb.pdf')).toBe('%PDF-1.7 title deed');
      expect((await store.get('doc-bbb.pdf'))?.contentType).toBe('application/pdf');

      const second = await moveUploads(dir, store);
      expect(second).toEqual({
        copied: [],
        alreadyThere: ['aaa-1600.webp', 'aaa-640.webp', 'doc-bbb.pdf'],
        failed: [],
      });
    },
  );

  it('copies again a file the store holds different, and reports one that does not read back', async ({
    db,
  }) => {
    const store = databasePhotoStorage(db);
    await store.put('aaa-640.webp', new TextEncoder().encode('damaged'), 'image/webp');
    // A store that loses what it is given: every read finds nothing.
    const losing: PhotoStorage = { ...store, put: async () => undefined, get: async () => undefined };
    expect(await moveUploads(dir, losing)).toMatchObject({
      copied: [],
      failed: [
        { key: 'aaa-1600.webp', reason: 'not found when read back' },
        { key: 'aaa-640.webp', reason: 'not found when read back' },
        { key: 'doc-bbb.pdf', reason: 'not found when read back' },
      ],
    });
    const report = await moveUploads(dir, store);
    expect(report.copied).toEqual(['aaa-1600.webp', 'aaa-640.webp', 'doc-bbb.pdf']);
    expect(await text(store, 'aaa-640.webp')).toBe('small photo');
  });

  it('reports nothing for a folder that does not exist', async ({ db }) => {
    expect(await moveUploads(path.join(root, 'none'), databasePhotoStorage(db))).toEqual({
      copied: [],
      alreadyThere: [],
      failed: [],
    });
  });
});

const run = promisify(execFile);

describe.skipIf(inject('databaseTemplate').kind !== 'postgres')(
  'npm run storage:migrate (PostgreSQL; on PGlite the uploads stay where they are)',
  () => {
    it('copies DATA_DIR/uploads into the database and says how many, then nothing more', async () => {
      const database = await freshDatabase();
      try {
        if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
        const env = {
          // eslint-disable-next-line no-restricted-properties -- the child process needs PATH and the like
          ...process.env,
          STORAGE_URL: undefined,
          DATABASE_URL: database.config.url,
          DATA_DIR: path.join(root, 'data'),
        };
        const command = ['--import', 'tsx', 'src/server/cli/storage-migrate.ts'];
        const first = await run(process.execPath, command, { env });
        expect(first.stdout).toMatch(/: 3 copied, 0 already there, 0 failed\.$/m);
        const second = await run(process.execPath, command, { env });
        expect(second.stdout).toMatch(/: 0 copied, 3 already there, 0 failed\.$/m);
        const opened = await openDatabase(
          databaseConfig({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR }),
        );
        try {
          expect(await text(databasePhotoStorage(opened.db), 'aaa-1600.webp')).toBe('large photo');
        } finally {
          await opened.close();
        }
      } finally {
        await database.drop();
      }
    });
  },
);
