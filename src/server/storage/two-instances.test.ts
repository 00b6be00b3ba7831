import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminClient } from '../../testing/admin-client';
import { makePdf } from '../../testing/pdf-files';
import { createProperty, createProvider } from '../../testing/property-factories';
import { sendTitleDocument, uploadedPhoto } from '../../testing/real-estate-admin';
import { startS3Stub, type S3Stub } from '../../testing/s3-stub';
import { testAppOn, type TestApp, type TestAppOptions } from '../../testing/test-app';
import { createTestClient } from '../../testing/test-client';
import { freshDatabase } from '../../testing/test-database';
import { localPhotoStorage } from './local-photo-storage';
import { s3PhotoStorage } from './s3-photo-storage';

/**
 * Issue 32, point 1: two instances of the app (each its own runtime, connection pool, uploads folder and store)
 * on one PostgreSQL database. A photo and a title document uploaded through one are read through the other, with
 * the database store (the default on PostgreSQL) and with the object store (the S3 stub). A control with each
 * instance on its own local files shows what this guards against: the other instance has no such photo.
 */

interface Instances {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

async function twoInstances(photoStorage?: TestAppOptions['photoStorage']): Promise<Instances> {
  const database = await freshDatabase();
  const a = await testAppOn(database.config, {}, { photoStorage });
  const b = await testAppOn(database.config, {}, { photoStorage });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}

/** A photo and a title document uploaded by an admin through `a`. */
async function uploadThrough(a: TestApp) {
  const admin = await adminClient(a);
  const photoUrl = await uploadedPhoto(admin.client, 64, 48);
  const provider = await createProvider(a.runtime.database.db);
  const { id: propertyId } = await createProperty(a.runtime.database.db, provider.id);
  const response = await sendTitleDocument(admin.client, propertyId, makePdf(), 'C of O.pdf');
  expect(response.status).toBe(201);
  const { document } = (await response.json()) as { document: { id: string } };
  const photo = Buffer.from(await (await createTestClient(a).fetch(photoUrl)).arrayBuffer());
  return { photoUrl, photo, documentPath: `/api/properties/${propertyId}/title-documents/${document.id}` };
}

const filesIn = (folder: string) => readdir(folder).catch(() => []);

let stub: S3Stub;
const stores: [string, () => TestAppOptions['photoStorage']][] = [
  ['the database (the default on PostgreSQL)', () => undefined],
  [
    'an S3-compatible object store',
    () => () => ({
      storage: s3PhotoStorage(stub.storageConfig('two-instances')),
      storedKeys: async () =>
        [...(stub.buckets.get('dh-uploads')?.keys() ?? [])]
          .filter((key) => key.startsWith('two-instances/'))
          .map((key) => key.slice('two-instances/'.length))
          .sort(),
    }),
  ],
];

describe.skipIf(inject('databaseTemplate').kind !== 'postgres')(
  'two instances on one PostgreSQL (skipped on PGlite: one process holds its data directory, so no two instances share a database)',
  () => {
    beforeAll(async () => {
      stub = await startS3Stub();
    });
    afterAll(() => stub.close());

    describe.for(stores)('with files in %s', ([, storage]) => {
      let instances: Instances;
      let uploaded: Awaited<ReturnType<typeof uploadThrough>>;
      beforeAll(async () => {
        instances = await twoInstances(storage());
        uploaded = await uploadThrough(instances.a);
      });
      afterAll(() => instances.close());

      it('serves the photo uploaded through the other instance, byte for byte', async () => {
        const served = await createTestClient(instances.b).fetch(uploaded.photoUrl);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(Buffer.from(await served.arrayBuffer())).toEqual(uploaded.photo);
      });

      it('opens the title document uploaded through the other instance, and removing it there removes it here', async () => {
        const adminB = await adminClient(instances.b);
        const opened = await adminB.client.fetch(uploaded.documentPath);
        expect(opened.status).toBe(200);
        expect(opened.headers.get('content-type')).toBe('application/pdf');
        expect(Buffer.from(await opened.arrayBuffer())).toEqual(makePdf());

        const adminA = await adminClient(instances.a);
        const adminPath = uploaded.documentPath.replace('/api/properties/', '/api/admin/properties/');
        expect((await adminB.client.fetch(adminPath, { method: 'DELETE' })).status).toBe(204);
        expect((await adminA.client.fetch(uploaded.documentPath)).status).toBe(404);
      });

      it('keeps nothing in either instance’s own uploads folder', async () => {
        expect(await filesIn(instances.a.uploadsDir)).toEqual([]);
        expect(await filesIn(instances.b.uploadsDir)).toEqual([]);
        const photoKey = uploaded.photoUrl.slice(uploaded.photoUrl.lastIndexOf('/') + 1);
        expect(await instances.b.storedKeys()).toEqual(expect.arrayContaining([photoKey]));
      });
    });

    describe('the control: each instance on its own local files, as before', () => {
      let instances: Instances;
      beforeAll(async () => {
        instances = await twoInstances((_database, uploadsDir) => ({
          storage: localPhotoStorage(uploadsDir),
          storedKeys: () => filesIn(uploadsDir),
        }));
      });
      afterAll(() => instances.close());

      it('the other instance has no such photo', async () => {
        const { photoUrl } = await uploadThrough(instances.a);
        expect((await createTestClient(instances.b).fetch(photoUrl)).status).toBe(404);
      });
    });
  },
);
