import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { TITLE_DOCUMENT_MESSAGES as D } from '../../../domain/property/title-pack';
import { makePdf } from '../../../testing/pdf-files';
import { createProperty, createProvider } from '../../../testing/property-factories';
import { sendTitleDocument } from '../../../testing/real-estate-admin';
import { signedUpClient } from '../../../testing/signed-up-client';

/** A listing with one PDF in its title pack, uploaded by the admin. */
const it = test.extend('listing', async ({ db, admin }) => {
  const provider = await createProvider(db);
  const property = await createProperty(db, provider.id);
  const response = await sendTitleDocument(admin.client, property.id, makePdf(), 'Governor consent.pdf');
  const { document } = (await response.json()) as { document: { id: string } };
  return {
    propertyId: property.id,
    list: `/api/properties/${property.id}/title-documents`,
    file: `/api/properties/${property.id}/title-documents/${document.id}`,
  };
});

const apply = (
  client: { postJson: (path: string, body: unknown) => Promise<Response> },
  propertyId: string,
) =>
  client.postJson('/api/property-applications', {
    propertyId,
    message: 'Please send the survey plan.',
    preferredContact: 'email',
  });

describe('who opens a title document', () => {
  it('a user who applied for the listing gets the file as a private download', async ({
    customer: { client },
    listing,
  }) => {
    expect((await apply(client, listing.propertyId)).status).toBe(201);
    const response = await client.fetch(listing.file);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(makePdf());
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Governor consent.pdf"; filename*=UTF-8''Governor%20consent.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const listed = (await (await client.fetch(listing.list)).json()) as { documents: unknown[] };
    expect(listed.documents).toEqual([
      expect.objectContaining({ name: 'Governor consent.pdf', kind: 'pdf' }),
    ]);
  });

  it('an admin opens it without applying', async ({ admin, listing }) => {
    expect((await admin.client.fetch(listing.file)).status).toBe(200);
    expect((await admin.client.fetch(listing.list)).status).toBe(200);
  });

  it('is not there (404) for a signed-out visitor or a user who has not applied', async ({
    testApp,
    visitor,
    listing,
  }) => {
    const other = (await signedUpClient(testApp)).client;
    for (const client of [visitor, other]) {
      for (const path of [listing.file, listing.list]) {
        const response = await client.fetch(path);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: { code: 'not_found', message: D.notFound } });
      }
    }
  });

  it("applying for another listing does not open this one's documents", async ({
    db,
    customer: { client },
    listing,
  }) => {
    const provider = await createProvider(db);
    const elsewhere = await createProperty(db, provider.id);
    expect((await apply(client, elsewhere.id)).status).toBe(201);
    expect((await client.fetch(listing.file)).status).toBe(404);
  });
});
