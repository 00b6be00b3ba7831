import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  properties,
  propertyApplications,
  propertyTitleDocuments,
  propertyViewings,
  user,
} from '../../../db/schema';

/** A realty firm's applications: at most this many, newest first (a firm's open work fits one page). */
export const PROVIDER_APPLICATIONS_LIMIT = 200;

const columns = {
  application: propertyApplications,
  title: properties.title,
  applicantName: user.name,
  applicantEmail: user.email,
  viewing: propertyViewings,
};

function providerApplicationsQuery(db: Db) {
  return db
    .select(columns)
    .from(propertyApplications)
    .innerJoin(properties, eq(properties.id, propertyApplications.propertyId))
    .leftJoin(user, eq(user.id, propertyApplications.userId))
    .leftJoin(propertyViewings, eq(propertyViewings.applicationId, propertyApplications.id));
}

/** The applications to one provider's listings (only those with a viewing asked for, with `viewingsOnly`). */
export function listProviderApplications(db: Db, providerId: string, viewingsOnly: boolean) {
  return providerApplicationsQuery(db)
    .where(
      and(eq(properties.providerId, providerId), viewingsOnly ? isNotNull(propertyViewings.id) : undefined),
    )
    .orderBy(desc(propertyApplications.createdAt), desc(propertyApplications.id))
    .limit(PROVIDER_APPLICATIONS_LIMIT);
}

/** One application, only if its listing is this provider's: anyone else's is undefined, as a missing one. */
export async function findProviderApplication(db: Db, providerId: string, id: string) {
  const [row] = await providerApplicationsQuery(db).where(
    and(eq(propertyApplications.id, id), eq(properties.providerId, providerId)),
  );
  return row;
}

/** One provider's listings, published or not, with their title pack's columns. */
export function listProviderListings(db: Db, providerId: string) {
  return db
    .select()
    .from(properties)
    .where(eq(properties.providerId, providerId))
    .orderBy(asc(properties.title), asc(properties.id));
}

/** Whether the listing is this provider's. */
export async function isProviderListing(db: Db, providerId: string, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.providerId, providerId)));
  return row !== undefined;
}

/** The title documents of these listings, oldest first. */
export function listDocumentsOf(db: Db, propertyIds: readonly string[]) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: propertyTitleDocuments.id,
      propertyId: propertyTitleDocuments.propertyId,
      name: propertyTitleDocuments.name,
      createdAt: propertyTitleDocuments.createdAt,
    })
    .from(propertyTitleDocuments)
    .where(inArray(propertyTitleDocuments.propertyId, [...propertyIds]))
    .orderBy(asc(propertyTitleDocuments.createdAt), asc(propertyTitleDocuments.id));
}
