import path from 'node:path';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import type { TestApp } from '../../../../testing/test-app';
import {
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_UPLOAD_MESSAGES as M,
} from '../../../../domain/property/listing-photos';
import { expectAdminOnly } from '../../../../testing/admin-client';
import { createTestClient } from '../../../../testing/test-client';
import { makeImage, sendUpload } from '../../../../testing/real-estate-admin';

interface Uploaded {
  photo: { url: string; smallUrl: string };
}
const storedFiles = (testApp: TestApp) => testApp.storedKeys();
/** The stored bytes behind a photo URL, from the app's store (files on PGlite, the database on PostgreSQL). */
async function fileOf(testApp: TestApp, url: string): Promise<Buffer> {
  const stored = await testApp.photoStorage.get(path.basename(url));
  if (!stored) throw new Error(`${url} is not stored`);
  return Buffer.from(stored.data);
}
const widthOf = async (testApp: TestApp, url: string) =>
  (await sharp(await fileOf(testApp, url)).metadata()).width;

/** Sends a refused upload and checks it left the folder as it was. */
async function expectRefused(
  testApp: TestApp,
  send: () => Promise<Response>,
  status: number,
  message: string,
) {
  const before = await storedFiles(testApp);
  const response = await send();
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ error: { message, fields: { file: message } } });
  expect(await storedFiles(testApp)).toEqual(before);
}

describe('photo upload', () => {
  it('is for admins only, and stores a PNG as WebP in the two web sizes', async ({ clients, testApp }) => {
    const png = await makeImage(2400, 1200);
    const response = await expectAdminOnly(clients, (client) => sendUpload(client, png));
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as Uploaded;
    expect(photo.url).toMatch(/^\/api\/media\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    expect(photo.smallUrl).toBe(photo.url.replace('-1600.webp', '-640.webp'));
    expect(await storedFiles(testApp)).toEqual(
      [path.basename(photo.smallUrl), path.basename(photo.url)].sort(),
    );
    const large = await sharp(await fileOf(testApp, photo.url)).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await widthOf(testApp, photo.smallUrl)).toBe(640);
  });

  it('never enlarges a small photo, and drops its EXIF (place, camera) metadata', async ({
    testApp,
    admin: { client: admin },
  }) => {
    const jpeg = await sharp(await makeImage(300, 200, 'jpeg'))
      .withExif({ IFD0: { Make: 'Phone', Copyright: 'Owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    // Declared as something else: only the bytes count.
    const response = await sendUpload(admin, jpeg, 'house.bin', 'application/octet-stream');
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as Uploaded;
    expect(await widthOf(testApp, photo.url)).toBe(300);
    expect(await widthOf(testApp, photo.smallUrl)).toBe(300);
    expect((await sharp(await fileOf(testApp, photo.url)).metadata()).exif).toBeUndefined();
  });

  it('refuses a text file declared as a PNG, and an SVG, writing nothing', async ({
    testApp,
    admin: { client: admin },
  }) => {
    const text = new TextEncoder().encode('not a picture at all');
    await expectRefused(testApp, () => sendUpload(admin, text, 'photo.png', 'image/png'), 422, M.notPhoto);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectRefused(testApp, () => sendUpload(admin, svg, 'logo.svg', 'image/svg+xml'), 422, M.notPhoto);
  });

  it('refuses absurd dimensions', async ({ testApp, admin: { client: admin } }) => {
    const strip = await makeImage(13_000, 4);
    await expectRefused(testApp, () => sendUpload(admin, strip), 422, M.tooManyPixels);
  });

  it('refuses a file over the limit with 413, whether the body or the file itself is too large', async ({
    testApp,
    admin: { client: admin },
  }) => {
    const huge = new Uint8Array(MAX_PHOTO_UPLOAD_BYTES + 512 * 1024);
    await expectRefused(testApp, () => sendUpload(admin, huge), 413, M.tooLarge);
    const justOver = new Uint8Array(MAX_PHOTO_UPLOAD_BYTES + 1);
    await expectRefused(testApp, () => sendUpload(admin, justOver), 413, M.tooLarge);
    // Not even a form: only the streaming limit, which counts the bytes before anything parses them, sees it.
    const raw = () =>
      admin.fetch('/api/admin/uploads', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: huge,
      });
    await expectRefused(testApp, raw, 413, M.tooLarge);
  });

  it('asks for a photo when the form has none', async ({ testApp, admin: { client: admin } }) => {
    const form = new FormData();
    form.append('file', 'just text');
    await expectRefused(
      testApp,
      () => admin.fetch('/api/admin/uploads', { method: 'POST', body: form }),
      422,
      M.missing,
    );
    await expectRefused(testApp, () => admin.postJson('/api/admin/uploads', { file: 'x' }), 422, M.missing);
  });
});

describe('serving uploaded photos', () => {
  it('serves a stored photo to anyone, as WebP, cached for good', async ({
    testApp,
    admin: { client: admin },
  }) => {
    const response = await sendUpload(admin, await makeImage(800, 600));
    const { photo } = (await response.json()) as Uploaded;
    const served = await createTestClient(testApp).fetch(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await fileOf(testApp, photo.url));
  });

  it('answers 404 for unknown and malformed names, and never leaves the folder', async ({ visitor }) => {
    for (const name of [
      `${'c'.repeat(32)}-1600.webp`,
      `${'C'.repeat(32)}-1600.webp`,
      `${'c'.repeat(32)}-999.webp`,
      'photo.webp',
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E%2Fsecret-1600.webp',
      '.hidden.webp',
    ]) {
      expect((await visitor.fetch(`/api/media/uploads/${name}`)).status, name).toBe(404);
    }
  });
});
