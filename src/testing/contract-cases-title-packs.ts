import { send, type ContractCase, type ContractWorld } from './contract-world';
import { makePdf } from './pdf-files';
import { sendTitleDocument } from './real-estate-admin';

/**
 * A PDF in the title pack of a listing whose application an admin approved (the fee received, decision 059);
 * answers the applicant and the paths.
 */
async function appliedListingWithDocument({ admin, freshPropertyApplication }: ContractWorld) {
  const application = await freshPropertyApplication();
  const propertyId = application.property.id;
  await send(admin, 'POST', `/api/admin/applications/property/${application.id}/status`, {
    status: 'approved',
  });
  const uploaded = await sendTitleDocument(admin, propertyId, makePdf());
  const { document } = (await uploaded.json()) as { document: { id: string } };
  const list = `/api/properties/${propertyId}/title-documents`;
  return { applicant: application.customer.client, list, file: `${list}/${document.id}` };
}

/** A fresh customer who has saved the world's listing. */
async function customerWithSavedListing({ freshCustomer, property }: ContractWorld) {
  const { client } = await freshCustomer();
  await send(client, 'PUT', `/api/saved-listings/${property.id}`);
  return client;
}

/** Contract cases of title packs and saved listings (issue 16, points 1 and 2). */
export const TITLE_PACK_CASES: Record<string, ContractCase> = {
  'GET /admin/properties/{id}/title-pack': ({ admin, property }) =>
    admin.fetch(`/api/admin/properties/${property.id}/title-pack`),
  'PUT /admin/properties/{id}/title-pack': async ({ admin, freshProperty }) => {
    const { id } = await freshProperty();
    return send(admin, 'PUT', `/api/admin/properties/${id}/title-pack`, {
      titleType: "Governor's Consent",
      status: 'documents_received',
      verifiedOn: null,
      agentRegistration: 'LASRERA/2025/0042',
    });
  },
  'POST /admin/properties/{id}/title-documents': async ({ admin, freshProperty }) => {
    const { id } = await freshProperty();
    return sendTitleDocument(admin, id, makePdf());
  },
  'DELETE /admin/properties/{id}/title-documents/{documentId}': async ({ admin, freshProperty }) => {
    const { id } = await freshProperty();
    const uploaded = await sendTitleDocument(admin, id, makePdf());
    const { document } = (await uploaded.json()) as { document: { id: string } };
    return send(admin, 'DELETE', `/api/admin/properties/${id}/title-documents/${document.id}`);
  },
  'GET /properties/{id}/title-documents': async (world) => {
    const { applicant, list } = await appliedListingWithDocument(world);
    return [await applicant.fetch(list), await world.visitor.fetch(list)];
  },
  'GET /properties/{id}/title-documents/{documentId}': async (world) => {
    const { applicant, file } = await appliedListingWithDocument(world);
    return [await applicant.fetch(file), await world.visitor.fetch(file)];
  },
  'GET /saved-listings': async (world) =>
    (await customerWithSavedListing(world)).fetch('/api/saved-listings'),
  'GET /saved-listings/ids': async (world) =>
    (await customerWithSavedListing(world)).fetch('/api/saved-listings/ids'),
  'PUT /saved-listings/{propertyId}': ({ customer, property }) =>
    send(customer.client, 'PUT', `/api/saved-listings/${property.id}`),
  'DELETE /saved-listings/{propertyId}': async (world) =>
    send(await customerWithSavedListing(world), 'DELETE', `/api/saved-listings/${world.property.id}`),
};
