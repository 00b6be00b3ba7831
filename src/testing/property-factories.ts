import { toMinor } from '../domain/money';
import type { Db } from '../server/db/client';
import { properties, realtyProviders } from '../server/db/schema';
import type { NewProperty } from '../server/modules/real-estate/listings/listings.repo';
import type { NewProvider } from '../server/modules/real-estate/providers/providers.repo';

let counter = 0;
const next = () => ++counter;

/** A provider row as an admin would enter it; override what a test is about. */
export async function createProvider(db: Db, overrides: Partial<NewProvider> = {}) {
  const n = next();
  const [row] = await db
    .insert(realtyProviders)
    .values({
      name: `Test Realty ${n}`,
      description: 'A provider made by a test.',
      logoUrl: '/api/media/sample/logo-1.svg',
      applicationFeeUsd: toMinor(50),
      applicationFeeNgn: toMinor(77_500),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('provider not inserted');
  return row;
}

/** A published listing of `providerId`; prices in overrides are minor units, like the columns. */
export function makeProperty(providerId: string, overrides: Partial<NewProperty> = {}): NewProperty {
  const n = next();
  return {
    providerId,
    title: `Test Home ${n}`,
    location: 'Wuse 2, Abuja',
    state: 'Federal Capital Territory',
    town: 'Wuse',
    description: 'A listing made by a test.',
    propertyType: 'Apartment',
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1200,
    priceUsd: toMinor(100_000),
    priceNgn: toMinor(155_000_000),
    mainImage: '/api/media/sample/apartment-1-1.svg',
    photos: ['/api/media/sample/apartment-1-1.svg', '/api/media/sample/apartment-1-2.svg'],
    published: true,
    verified: false,
    ...overrides,
  };
}

export async function createProperties(db: Db, rows: NewProperty[]) {
  return db.insert(properties).values(rows).returning();
}

export async function createProperty(db: Db, providerId: string, overrides: Partial<NewProperty> = {}) {
  const [row] = await createProperties(db, [makeProperty(providerId, overrides)]);
  if (!row) throw new Error('property not inserted');
  return row;
}
