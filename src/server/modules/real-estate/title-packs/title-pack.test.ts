import { describe, expect } from 'vitest';
import { test } from '../../../../testing/api-test';
import {
  DEFAULT_REFUND_RULE,
  TITLE_DOCUMENT_MESSAGES as D,
  TITLE_PACK_MESSAGES as M,
} from '../../../../domain/property/title-pack';
import { expectAdminOnly } from '../../../../testing/admin-client';
import { makePdf } from '../../../../testing/pdf-files';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { auditEntries, makeImage, sendTitleDocument } from '../../../../testing/real-estate-admin';

const it = test.extend('listing', async ({ db }) => {
  const provider = await createProvider(db);
  const property = await createProperty(db, provider.id, { title: 'Ikoyi Garden Villa' });
  return { propertyId: property.id };
});

const pack = {
  titleType: 'Certificate of Occupancy',
  status: 'verified',
  verifiedOn: '2026-11-02',
  agentRegistration: 'lasrera/2024/00123',
};

const putPack = (client: { fetch: typeof fetch }, propertyId: string, body: unknown) =>
  client.fetch(`/api/admin/properties/${propertyId}/title-pack`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PUT /api/admin/properties/:id/title-pack', () => {
  it('is for admins only, records the pack with an audit entry of what changed, and shows it on the listing', async ({
    clients,
    db,
    visitor,
    listing: { propertyId },
  }) => {
    const response = await expectAdminOnly(clients, (client) => putPack(client, propertyId, pack));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      titlePack: {
        titleType: 'Certificate of Occupancy',
        status: 'verified',
        verifiedOn: '2026-11-02',
        agentRegistration: 'LASRERA/2024/00123',
        documents: [],
      },
    });
    const [entry] = await auditEntries(db, 'property', propertyId);
    expect(entry).toMatchObject({
      action: 'title pack updated',
      before: {
        titleType: null,
        titleStatus: 'not_verified',
        titleVerifiedOn: null,
        agentRegistration: null,
      },
      after: {
        titleType: 'Certificate of Occupancy',
        titleStatus: 'verified',
        titleVerifiedOn: '2026-11-02',
        agentRegistration: 'LASRERA/2024/00123',
      },
    });
    // The same save again writes no second entry.
    await putPack(clients.admin, propertyId, pack);
    expect(await auditEntries(db, 'property', propertyId)).toHaveLength(1);

    const page = (await (await visitor.fetch(`/api/properties/${propertyId}`)).json()) as {
      property: Record<string, unknown>;
    };
    expect(page.property).toMatchObject({
      titleVerified: true,
      titlePack: {
        titleType: 'Certificate of Occupancy',
        status: 'verified',
        verifiedOn: '2026-11-02',
        agentRegistration: 'LASRERA/2024/00123',
        documentCount: 0,
      },
      applicationFeeRefundRule: DEFAULT_REFUND_RULE,
    });
  });

  it.for([
    ['verified without a date', { ...pack, verifiedOn: null }, 'verifiedOn', M.verifiedOn],
    ['verified tomorrow or later', { ...pack, verifiedOn: '2999-01-01' }, 'verifiedOn', M.verifiedOnFuture],
    [
      'a date without the verified status',
      { ...pack, status: 'documents_received' },
      'verifiedOn',
      M.verifiedOnOnlyWhenVerified,
    ],
    ['a status without a title type', { ...pack, titleType: null }, 'titleType', M.statusNeedsType],
    [
      'words as a registration',
      { ...pack, agentRegistration: 'call me' },
      'agentRegistration',
      M.agentRegistration,
    ],
    [
      'a link as a registration',
      { ...pack, agentRegistration: 'https://x.example' },
      'agentRegistration',
      M.agentRegistration,
    ],
    ['an unknown title type', { ...pack, titleType: 'Handshake' }, 'titleType', M.titleType],
  ] as const)('refuses %s', async ([, body, field, message], { admin, listing: { propertyId } }) => {
    const response = await putPack(admin.client, propertyId, body);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { [field]: message } } });
  });

  it('answers 404 for an unknown listing', async ({ admin }) => {
    const response = await putPack(admin.client, '00000000-0000-4000-8000-000000000000', pack);
    expect(response.status).toBe(404);
  });
});

describe('title documents', () => {
  it('stores a PDF for admins only, with an audit entry, and counts it on the listing', async ({
    clients,
    db,
    testApp,
    visitor,
    listing: { propertyId },
  }) => {
    const response = await expectAdminOnly(clients, (client) =>
      sendTitleDocument(client, propertyId, makePdf(), 'C of O.pdf'),
    );
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: Record<string, unknown> };
    expect(document).toMatchObject({ name: 'C of O.pdf', kind: 'pdf', sizeBytes: makePdf().length });
    expect((await testApp.storedKeys()).filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
    const entries = await auditEntries(db, 'property', propertyId);
    expect(entries.at(-1)).toMatchObject({
      action: 'title document added',
      after: { document: { id: document.id, name: 'C of O.pdf' } },
    });
    const page = (await (await visitor.fetch(`/api/properties/${propertyId}`)).json()) as {
      property: { titlePack: { documentCount: number } };
    };
    expect(page.property.titlePack.documentCount).toBe(1);
  });

  it('keeps a scanned picture as WebP without its metadata', async ({ admin, listing: { propertyId } }) => {
    const response = await sendTitleDocument(
      admin.client,
      propertyId,
      await makeImage(1200, 1600, 'jpeg'),
      'survey.jpg',
      'image/jpeg',
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ document: { name: 'survey.webp', kind: 'image' } });
  });

  it.for([
    ['a text file renamed .pdf', Buffer.from('Certificate of Occupancy, honest'), D.notDocument],
    ['a PDF header with nothing behind it', Buffer.from('%PDF-1.7\n'), D.notDocument],
    [
      'a PDF that runs a script',
      makePdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }),
      D.activePdf,
    ],
    ['a password-protected PDF', makePdf({ catalogExtra: '/Encrypt 6 0 R ' }), D.encryptedPdf],
  ] as const)('refuses %s, storing nothing', async ([, bytes, message], { admin, testApp, listing }) => {
    const response = await sendTitleDocument(admin.client, listing.propertyId, bytes);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { message, fields: { file: message } } });
    expect(await testApp.storedKeys()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async ({ admin, listing: { propertyId } }) => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await sendTitleDocument(admin.client, propertyId, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { fields: { file: D.tooLarge } } });
  });

  it('removes a document for admins, audited, and its file with it', async ({
    admin,
    db,
    testApp,
    listing: { propertyId },
  }) => {
    const added = await sendTitleDocument(admin.client, propertyId, makePdf());
    const { document } = (await added.json()) as { document: { id: string } };
    const path = `/api/admin/properties/${propertyId}/title-documents/${document.id}`;
    expect((await admin.client.fetch(path, { method: 'DELETE' })).status).toBe(204);
    expect((await admin.client.fetch(path, { method: 'DELETE' })).status).toBe(404);
    expect(await testApp.storedKeys()).toEqual([]);
    expect((await auditEntries(db, 'property', propertyId)).at(-1)).toMatchObject({
      action: 'title document removed',
    });
  });
});
