import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminClient } from '../../testing/admin-client';
import { placeOrderAs } from '../../testing/order-api';
import { makePdf } from '../../testing/pdf-files';
import { createProperty, createProvider } from '../../testing/property-factories';
import { sendTitleDocument, uploadedPhoto } from '../../testing/real-estate-admin';
import { signedUpClient } from '../../testing/signed-up-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestClient } from '../../testing/test-client';
import { appFolder } from '../db/data-dir-layout';
import { copyTemplateIfNew } from '../db/pglite-template';
import { BACKUP_LAYOUT } from './backup-layout';
import { BackupTargetNotEmptyError, NoDatabaseError, backupEmbedded } from './embedded-backup';
import { BackupUnusableError, RestoreTargetNotEmptyError, restoreEmbedded } from './embedded-restore';
import { filesUnder } from './file-digests';

/** The app on the embedded data directory `dataDir`, its uploads inside it as in production (main.ts). */
function appOn(dataDir: string): Promise<TestApp> {
  return createTestApp(
    { uploadsDir: appFolder(dataDir, 'uploads') },
    { databaseConfig: () => ({ kind: 'pglite', dataDir }) },
  );
}

async function counts(testApp: TestApp) {
  const { rows } = await testApp.runtime.database.executeSql(
    'select (select count(*) from orders)::int as orders, (select count(*) from pgboss.job)::int as jobs,' +
      ' (select count(*) from property_title_documents)::int as documents',
  );
  return rows[0] as { orders: number; jobs: number; documents: number };
}

// PostgreSQL is backed up with pg_dump (README); this is the embedded database's own backup.
describe.runIf(inject('databaseTemplate').kind === 'pglite')(
  'npm run backup and npm run restore (PGlite)',
  () => {
    let root: string;
    let dataDir: string;
    let before: { counts: Awaited<ReturnType<typeof counts>>; photoUrl: string; photo: Buffer };

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'dh-backup-'));
      dataDir = path.join(root, 'data');
      // The data directory starts as a copy of the migrated template, as a new production one does.
      const template = inject('databaseTemplate');
      if (template.kind === 'pglite') copyTemplateIfNew(dataDir, template.dataDir);
      const testApp = await appOn(dataDir);
      const admin = await adminClient(testApp);
      const customer = await signedUpClient(testApp);
      await placeOrderAs(customer.client);
      const photoUrl = await uploadedPhoto(admin.client, 64, 48);
      const photo = Buffer.from(await (await createTestClient(testApp).fetch(photoUrl)).arrayBuffer());
      const provider = await createProvider(testApp.runtime.database.db);
      const { id: propertyId } = await createProperty(testApp.runtime.database.db, provider.id);
      expect((await sendTitleDocument(admin.client, propertyId, makePdf())).status).toBe(201);
      before = { counts: await counts(testApp), photoUrl, photo };
      await testApp.runtime.close();
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    it('restores every order, job and upload into an empty place, and the app serves them', async () => {
      expect(before.counts).toMatchObject({ orders: 1, documents: 1 });
      expect(before.counts.jobs).toBeGreaterThan(0);
      const backup = path.join(root, 'backup');
      const manifest = await backupEmbedded(dataDir, backup);
      expect(manifest.files.filter((file) => file.path.startsWith('uploads/')).length).toBeGreaterThanOrEqual(
        2,
      );

      const restored = path.join(root, 'restored');
      await restoreEmbedded(backup, restored);
      const again = await appOn(restored);
      try {
        expect(await counts(again)).toEqual(before.counts);
        const photo = await createTestClient(again).fetch(before.photoUrl);
        expect(photo.status).toBe(200);
        expect(Buffer.from(await photo.arrayBuffer()).equals(before.photo)).toBe(true);
        // The title document too, byte for byte, with every other upload.
        expect(await filesUnder(restored, 'uploads')).toEqual(await filesUnder(dataDir, 'uploads'));
      } finally {
        await again.close();
      }
    });

    // A data directory in use is refused by its lock (data-dir-lock.test.ts); in one process the lock is our own.
    it('refuses a damaged backup, a place that is not empty and a data directory without a database', async () => {
      const backup = path.join(root, 'backup-2');
      await backupEmbedded(dataDir, backup);
      await expect(backupEmbedded(dataDir, backup)).rejects.toThrow(BackupTargetNotEmptyError);
      await expect(restoreEmbedded(backup, dataDir)).rejects.toThrow(RestoreTargetNotEmptyError);
      await expect(backupEmbedded(path.join(root, 'no-data'), path.join(root, 'backup-3'))).rejects.toThrow(
        NoDatabaseError,
      );

      const [upload] = JSON.parse(await readFile(path.join(backup, BACKUP_LAYOUT.manifest), 'utf8')).files;
      await writeFile(path.join(backup, BACKUP_LAYOUT.files, upload.path), 'changed');
      const target = path.join(root, 'never-written');
      await expect(restoreEmbedded(backup, target)).rejects.toThrow(BackupUnusableError);
      await expect(readFile(path.join(target, 'PG_VERSION'))).rejects.toThrow();
    });
  },
);
