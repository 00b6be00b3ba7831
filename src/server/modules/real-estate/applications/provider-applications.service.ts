import { nextApplicationStatuses } from '../../../../domain/applications/application-status';
import { APPLICATION_NOT_FOUND } from '../../../../domain/applications/application-view';
import type { RealtyApplicationView, RealtyListingView } from '../../../../domain/partners/realty';
import { PROPERTY_ADMIN_MESSAGES } from '../../../../domain/property/property-admin';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import {
  findProviderApplication,
  isProviderListing,
  listDocumentsOf,
  listProviderApplications,
  listProviderListings,
} from './provider-applications.repo';
import { toViewingView } from './viewings.service';

type Row = NonNullable<Awaited<ReturnType<typeof findProviderApplication>>>;

function toRealtyApplication({
  application,
  title,
  applicantName,
  applicantEmail,
  viewing,
}: Row): RealtyApplicationView {
  return {
    id: application.id,
    reference: application.reference,
    status: application.status,
    listing: { id: application.propertyId, title },
    applicant:
      applicantName !== null && applicantEmail !== null
        ? { name: applicantName, email: applicantEmail }
        : null,
    message: application.message ?? '',
    preferredContact: application.preferredContact,
    createdAt: application.createdAt.toISOString(),
    viewing: viewing ? toViewingView(viewing) : null,
    nextStatuses: [...nextApplicationStatuses(application.status)],
  };
}

/**
 * The applications to a realty provider's listings (issue 33, point 4), newest first; with `viewingsOnly`, those
 * with a viewing asked for. The caller has asked the partner rule which provider this is.
 */
export async function providerApplications(
  db: Db,
  providerId: string,
  viewingsOnly = false,
): Promise<RealtyApplicationView[]> {
  return (await listProviderApplications(db, providerId, viewingsOnly)).map(toRealtyApplication);
}

/** One application to this provider's listings; any other, malformed ids included, is the same 404. */
export async function providerApplication(
  db: Db,
  providerId: string,
  id: string,
): Promise<RealtyApplicationView> {
  const row = isUuid(id) ? await findProviderApplication(db, providerId, id) : undefined;
  if (!row) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  return toRealtyApplication(row);
}

/** The provider's listings with their title packs and documents' names. */
export async function providerListings(db: Db, providerId: string): Promise<RealtyListingView[]> {
  const listings = await listProviderListings(db, providerId);
  const documents = await listDocumentsOf(
    db,
    listings.map((listing) => listing.id),
  );
  return listings.map((listing) => ({
    id: listing.id,
    title: listing.title,
    location: listing.location,
    published: listing.published,
    titleType: listing.titleType,
    titleStatus: listing.titleStatus,
    documents: documents
      .filter((document) => document.propertyId === listing.id)
      .map(({ id, name, createdAt }) => ({ id, name, createdAt: createdAt.toISOString() })),
  }));
}

/** 404, as for a missing listing, unless the listing is this provider's. */
export async function requireProviderListing(db: Db, providerId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId) || !(await isProviderListing(db, providerId, propertyId))) {
    throw new AppError('not_found', PROPERTY_ADMIN_MESSAGES.notFound);
  }
}
