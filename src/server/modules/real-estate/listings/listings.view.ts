import type { PropertySummaryView, PropertyView } from '../../../../domain/property/property';
import type { TitlePackView } from '../../../../domain/property/title-pack';
import { toProviderView } from '../providers/providers.view';
import type { ProviderRow } from '../providers/providers.repo';
import type { PropertyRow, PropertySummaryRow } from './listings.repo';

export function toPropertySummary(row: PropertySummaryRow): PropertySummaryView {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    mainImage: row.mainImage,
    priceUsd: row.priceUsd,
    priceNgn: row.priceNgn,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    propertyType: row.propertyType,
    verified: row.verified,
    titleVerified: row.titleStatus === 'verified',
    createdAt: row.createdAt.toISOString(),
  };
}

export interface PropertyPageExtras {
  documentCount: number;
  applicationFeeRefundRule: string;
}

export function toPropertyView(
  row: PropertyRow,
  provider: ProviderRow,
  extras: PropertyPageExtras,
): PropertyView {
  // The gallery always starts with the main image, shown once.
  const photos = [row.mainImage, ...row.photos.filter((photo) => photo !== row.mainImage)];
  return {
    ...toPropertySummary(row),
    description: row.description,
    photos,
    provider: toProviderView(provider),
    titlePack: toTitlePackView(row, extras.documentCount),
    applicationFeeRefundRule: extras.applicationFeeRefundRule,
  };
}

/** A listing's title columns, which the title-packs part edits. */
export type TitleColumns = Pick<
  PropertyRow,
  'titleType' | 'titleStatus' | 'titleVerifiedOn' | 'agentRegistration'
>;

/** The title pack as the listing's public page summarises it: what an admin recorded, and how many documents. */
export function toTitlePackView(row: TitleColumns, documentCount: number): TitlePackView {
  return {
    titleType: row.titleType,
    status: row.titleStatus,
    verifiedOn: row.titleVerifiedOn,
    agentRegistration: row.agentRegistration,
    documentCount,
  };
}
