import { send, type ContractCase } from './contract-world';
import { makeImage, SAMPLE_PHOTOS, sendUpload, uploadedPhoto, listingInput } from './real-estate-admin';

const providerInput = () => ({
  name: 'Abuja Estates',
  description: 'Homes in the capital, checked by our team.',
  logoUrl: '/api/media/sample/logo-2.svg',
  applicationFeeUsd: 40_00,
  applicationFeeNgn: 62_000_00,
});

const planInput = {
  planType: 'single_parent',
  coverageAmountUsd: 500_00,
  coverageAmountNgn: 775_000_00,
  monthlyPriceUsd: 5_00,
  monthlyPriceNgn: 7_750_00,
  underwriter: 'Harbour Life Assurance',
  minEntryAge: 18,
  maxEntryAge: 65,
};

/** Contract cases of the console's catalogue: listings, realty providers, photos and funeral plans. */
export const ADMIN_CATALOGUE_CASES: Record<string, ContractCase> = {
  'GET /admin/properties': ({ admin }) => admin.fetch('/api/admin/properties'),
  'POST /admin/properties': ({ admin, provider }) =>
    send(admin, 'POST', '/api/admin/properties', listingInput(provider.id, { photos: SAMPLE_PHOTOS })),
  'GET /admin/properties/{id}': ({ admin, property }) => admin.fetch(`/api/admin/properties/${property.id}`),
  'PATCH /admin/properties/{id}': async ({ admin, freshProperty }) => {
    const { id } = await freshProperty();
    return send(admin, 'PATCH', `/api/admin/properties/${id}`, { title: 'Garden Flat, Maitama' });
  },
  'PUT /admin/properties/{id}/published': async ({ admin, freshProperty }) => {
    const { id } = await freshProperty();
    return send(admin, 'PUT', `/api/admin/properties/${id}/published`, { published: false });
  },
  'PUT /admin/properties/{id}/verified': async ({ admin, freshProperty }) => {
    const { id } = await freshProperty();
    return send(admin, 'PUT', `/api/admin/properties/${id}/verified`, { verified: true });
  },
  'GET /admin/realty-providers': ({ admin }) => admin.fetch('/api/admin/realty-providers'),
  'POST /admin/realty-providers': ({ admin }) =>
    send(admin, 'POST', '/api/admin/realty-providers', providerInput()),
  'PATCH /admin/realty-providers/{id}': async ({ admin }) => {
    const created = await send(admin, 'POST', '/api/admin/realty-providers', providerInput());
    const { provider } = (await created.json()) as { provider: { id: string } };
    return send(admin, 'PATCH', `/api/admin/realty-providers/${provider.id}`, { active: false });
  },
  'POST /admin/uploads': async ({ admin }) => sendUpload(admin, await makeImage(640, 480)),
  'GET /media/uploads/{file}': async ({ admin, visitor }) => visitor.fetch(await uploadedPhoto(admin)),
  'GET /admin/funeral-plans': ({ admin }) => admin.fetch('/api/admin/funeral-plans'),
  'POST /admin/funeral-plans': ({ admin }) => send(admin, 'POST', '/api/admin/funeral-plans', planInput),
  'PATCH /admin/funeral-plans/{id}': async ({ admin }) => {
    const created = await send(admin, 'POST', '/api/admin/funeral-plans', planInput);
    const { plan } = (await created.json()) as { plan: { id: string } };
    return send(admin, 'PATCH', `/api/admin/funeral-plans/${plan.id}`, { active: false });
  },
};
