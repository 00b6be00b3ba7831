import type { AdminPropertyDetail, AdminPropertyRow } from '../../../../domain/property/property-admin';
import type { PropertyRow } from './listings.repo';
import type { AdminPropertyListRow } from './properties-admin.repo';

/**
 * The photos in order, main image first and once. Listings made here keep `photos` in order with the main image
 * first; older rows may hold the main image apart, as the public page reads them (listings.view.ts).
 */
export function orderedPhotos(row: Pick<PropertyRow, 'mainImage' | 'photos'>): string[] {
  if (!row.mainImage) return row.photos;
  return [row.mainImage, ...row.photos.filter((photo) => photo !== row.mainImage)];
}

/** What an audit entry keeps of a listing: its own fields, none of them personal. */
export function auditedListingFields(row: PropertyRow) {
  return {
    title: row.title,
    location: row.location,
    state: row.state,
    town: row.town,
    description: row.description,
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    priceUsd: row.priceUsd,
    priceNgn: row.priceNgn,
    providerId: row.providerId,
    photos: orderedPhotos(row),
  };
}

export function toAdminPropertyRow({ property, providerName }: AdminPropertyListRow): AdminPropertyRow {
  return {
    id: property.id,
    title: property.title,
    location: property.location,
    state: property.state,
    town: property.town,
    providerName,
    priceUsd: property.priceUsd,
    priceNgn: property.priceNgn,
    published: property.published,
    verified: property.verified,
    mainImage: property.mainImage,
    createdAt: property.createdAt.toISOString(),
  };
}

export function toAdminPropertyDetail(row: PropertyRow, providerName: string): AdminPropertyDetail {
  return {
    ...toAdminPropertyRow({ property: row, providerName, cursorAt: '' }),
    description: row.description,
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    providerId: row.providerId,
    photos: orderedPhotos(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}
