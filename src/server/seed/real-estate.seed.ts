import { toMinor } from '../../domain/money';
import { sampleTitlePack } from './sample-title-packs';
import {
  addProperties,
  addProviders,
  artKindOf,
  sampleLogoUrl,
  samplePhotoUrls,
} from '../modules/real-estate';
import type { Db } from '../db/client';
import type { SampleDataSeeder } from './sample-data-seeder';
import { SAMPLE_LISTINGS, SAMPLE_PLACES, SAMPLE_PROVIDERS, type SampleListing } from './sample-listings';

/** The rate the sample NGN prices use (spec 001 §9 uses 1,550 for Tangerine). */
export const SAMPLE_NGN_PER_USD = 1550;
const HOUR = 60 * 60 * 1000;

function description(listing: SampleListing): string {
  return `Sample listing for demonstration. A ${listing.bedrooms}-bedroom ${listing.type.toLowerCase()} in ${listing.location} with ${listing.feature}. ${listing.squareFeet.toLocaleString('en-US')} square feet, ${listing.bathrooms} bathrooms.`;
}

/**
 * Two sample providers and their listings, published, dated over the last six weeks (newest first in the
 * order of SAMPLE_LISTINGS), each with three or four photos drawn by sample-art.ts.
 */
export async function seedRealEstate(tx: Db, now = new Date()): Promise<void> {
  const providers = await addProviders(
    tx,
    SAMPLE_PROVIDERS.map((provider) => ({
      name: provider.name,
      description: provider.description,
      logoUrl: sampleLogoUrl(provider.logoSeed),
      applicationFeeUsd: toMinor(provider.feeUsd),
      applicationFeeNgn: toMinor(provider.feeUsd * SAMPLE_NGN_PER_USD),
    })),
  );
  const providerIds = Object.fromEntries(
    SAMPLE_PROVIDERS.map((provider, i) => [provider.key, providers[i]?.id]),
  );

  await addProperties(
    tx,
    SAMPLE_LISTINGS.map((listing, i) => {
      const photos = samplePhotoUrls(artKindOf(listing.type), i + 1, 3 + (i % 2));
      const providerId = providerIds[listing.provider];
      if (!providerId) throw new Error(`No sample provider ${listing.provider}`);
      return {
        providerId,
        title: listing.title,
        location: listing.location,
        state: SAMPLE_PLACES[listing.location]?.state ?? null,
        town: SAMPLE_PLACES[listing.location]?.town ?? null,
        description: description(listing),
        propertyType: listing.type,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        squareFeet: listing.squareFeet,
        priceUsd: toMinor(listing.priceUsd),
        priceNgn: toMinor(listing.priceUsd * SAMPLE_NGN_PER_USD),
        mainImage: photos[0] ?? '',
        photos,
        published: true,
        verified: listing.verified,
        ...sampleTitlePack(listing, i, now),
        // Spread over six weeks, with a few hours' jitter so they do not all sit on the hour.
        createdAt: new Date(now.getTime() - i * 42 * HOUR - ((i * 7) % 5) * HOUR),
      };
    }),
  );
}

export const realEstateSeeder: SampleDataSeeder = { name: 'real-estate', seed: (tx) => seedRealEstate(tx) };
