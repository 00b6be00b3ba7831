import { expect, type APIRequestContext } from '@playwright/test';
import { providerViaApi, uploadViaApi } from './catalogue-admin';
import { unique } from './unique';

/** What the console's listing tests type into the new-listing form, as the API takes it. */
export const LEKKI_VILLA = {
  location: 'Lekki Phase 1, Lagos',
  state: 'Lagos',
  town: 'Lekki',
  description: 'Four bedrooms by the lagoon, with a garden and a pool.',
  propertyType: 'Villa',
  bedrooms: 4,
  bathrooms: 5,
  squareFeet: 3200,
  priceUsd: 412_345_50,
  priceNgn: 639_135_025_50,
} as const;

export interface ListingMade {
  id: string;
  title: string;
  provider: { id: string; name: string };
  /** The photos' URLs, main photo first. */
  photos: string[];
}

/**
 * A Lekki villa made through the console's API by the signed-in admin, with two uploaded photos and an inactive
 * provider of its own, then published and marked verified as asked: what the console's form and buttons make.
 */
export async function lekkiVillaViaApi(
  request: APIRequestContext,
  { published = false, verified = false }: { published?: boolean; verified?: boolean } = {},
): Promise<ListingMade> {
  const tag = unique();
  const title = `Test Lekki Villa ${tag}`;
  const provider = await providerViaApi(request, { name: `Listing Realty ${tag}`, active: false });
  const photos = [await uploadViaApi(request, '#a37'), await uploadViaApi(request, '#3a7')];
  const created = await request.post('/api/admin/properties', {
    data: { title, ...LEKKI_VILLA, providerId: provider.id, photos },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { property } = (await created.json()) as { property: { id: string } };
  for (const [flag, on] of [
    ['published', published],
    ['verified', verified],
  ] as const) {
    if (!on) continue;
    const set = await request.put(`/api/admin/properties/${property.id}/${flag}`, { data: { [flag]: true } });
    expect(set.status(), await set.text()).toBe(200);
  }
  return { id: property.id, title, provider, photos };
}
