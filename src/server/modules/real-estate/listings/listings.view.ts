import type { ApplicationSummaryView } from '../../../../domain/applications/application-view';
import type {
  PropertySummaryView,
  PropertyView,
  RealtyProviderView,
} from '../../../../domain/property/property';
import type { PropertyApplicationView } from '../../../../domain/property/property-application.schema';
import { toTitlePackView } from '../title-packs/title-pack.view';
import type { ApplicationRow, PropertyRow, PropertySummaryRow, ProviderRow } from './listings.repo';

export function toProviderView(row: ProviderRow): RealtyProviderView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    applicationFeeUsd: row.applicationFeeUsd,
    applicationFeeNgn: row.applicationFeeNgn,
  };
}

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

export function toApplicationView(row: ApplicationRow, propertyTitle: string): PropertyApplicationView {
  return {
    id: row.id,
    reference: row.reference,
    propertyId: row.propertyId,
    propertyTitle,
    status: row.status,
    feeUsd: row.feeUsd,
    feeNgn: row.feeNgn,
    message: row.message ?? '',
    preferredContact: row.preferredContact,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toApplicationSummary(
  row: ApplicationRow,
  title: string,
  viewing: ApplicationSummaryView['viewing'] = null,
): ApplicationSummaryView {
  return {
    id: row.id,
    kind: 'property',
    reference: row.reference,
    title,
    status: row.status,
    amountUsd: row.feeUsd,
    amountNgn: row.feeNgn,
    createdAt: row.createdAt.toISOString(),
    viewing,
  };
}
