import { describe, expect } from 'vitest';
import { test } from '../../../../testing/api-test';
import { TITLE_DOCUMENT_MESSAGES as D } from '../../../../domain/property/title-pack';
import { makePdf } from '../../../../testing/pdf-files';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { sendTitleDocument } from '../../../../testing/real-estate-admin';
import { signedUpClient } from '../../../../testing/signed-up-client';

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

type Client = { postJson: (path: string, body: unknown) => Promise<Response> };

/** Applies for the listing as customers do; answers the application's id. */
async function apply(client: Client, propertyId: string): Promise<string> {
  const response = await client.postJson('/api/property-applications', {
    propertyId,
    message: 'Please send the survey plan.',
    preferredContact: 'email',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { application: { id: string } }).application.id;
}

/** An admin moves the application through the console, as when the fee is received (approved) or it is withdrawn. */
async function decide(admin: Client, applicationId: string, status: 'approved' | 'rejected' | 'cancelled') {
  const response = await admin.postJson(`/api/admin/applications/property/${applicationId}/status`, {
    status,
  });
  expect(response.status).toBe(200);
}

/** Every way of asking: the list and the file, each refused as if there were no documents. */
async function expectNothingOpens(client: { fetch: (path: string) => Promise<Response> }, paths: string[]) {
  for (const path of paths) {
    const response = await client.fetch(path);
    expect(response.status, path).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found', message: D.notFound } });
  }
}

describe('who opens a title document', () => {
  it('an applicant whose application is approved (the fee received) gets the file as a private download', async ({
    admin,
    customer: { client },
    listing,
  }) => {
    await decide(admin.client, await apply(client, listing.propertyId), 'approved');
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
    await expectNothingOpens(visitor, [listing.file, listing.list]);
    await expectNothingOpens(other, [listing.file, listing.list]);
  });

  it('an application whose fee is not yet received (pending) opens nothing', async ({
    customer: { client },
    listing,
  }) => {
    await apply(client, listing.propertyId);
    await expectNothingOpens(client, [listing.file, listing.list]);
  });

  it('a rejected application opens nothing', async ({ admin, customer: { client }, listing }) => {
    await decide(admin.client, await apply(client, listing.propertyId), 'rejected');
    await expectNothingOpens(client, [listing.file, listing.list]);
  });

  it('an application withdrawn after approval closes them again, and applying anew does not reopen them', async ({
    admin,
    customer: { client },
    listing,
  }) => {
    const applicationId = await apply(client, listing.propertyId);
    await decide(admin.client, applicationId, 'approved');
    expect((await client.fetch(listing.file)).status).toBe(200);
    await decide(admin.client, applicationId, 'cancelled');
    await expectNothingOpens(client, [listing.file, listing.list]);
    await apply(client, listing.propertyId);
    await expectNothingOpens(client, [listing.file, listing.list]);
  });

  it("an approved application for another listing does not open this one's documents", async ({
    db,
    admin,
    customer: { client },
    listing,
  }) => {
    const provider = await createProvider(db);
    const elsewhere = await createProperty(db, provider.id);
    await decide(admin.client, await apply(client, elsewhere.id), 'approved');
    await expectNothingOpens(client, [listing.file, listing.list]);
  });

  it("another account's approved application opens nothing for this one", async ({
    testApp,
    admin,
    customer: { client },
    listing,
  }) => {
    await decide(admin.client, await apply(client, listing.propertyId), 'approved');
    const other = (await signedUpClient(testApp)).client;
    await expectNothingOpens(other, [listing.file, listing.list]);
  });

  it("five applications on five listings, none paid, read none of their documents (the review's case)", async ({
    db,
    admin,
    customer: { client },
  }) => {
    const provider = await createProvider(db);
    for (let n = 0; n < 5; n++) {
      const property = await createProperty(db, provider.id);
      const uploaded = await sendTitleDocument(admin.client, property.id, makePdf(), `Deed ${n}.pdf`);
      const { document } = (await uploaded.json()) as { document: { id: string } };
      await apply(client, property.id);
      const list = `/api/properties/${property.id}/title-documents`;
      await expectNothingOpens(client, [list, `${list}/${document.id}`]);
    }
  });
});
