import {
  MAX_SAVED_LISTINGS,
  SAVED_LISTING_MESSAGES as M,
  type SavedListingsView,
  type SavedStateView,
} from '../../../../domain/property/saved-listings';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { findPropertyWithProvider } from '../listings/listings.repo';
import { toPropertySummary } from '../listings/listings.view';
import {
  countSavedListings,
  deleteSavedListing,
  deleteSavedListingsOf,
  insertSavedListing,
  listSavedListingIds,
  listSavedListings,
} from './saved-listings.repo';

const notFound = () => new AppError('not_found', M.notFound);

/**
 * Saves a published listing for the user. Saving one already saved answers the same, so a second tap or a retried
 * request changes nothing.
 */
export async function saveListing(db: Db, userId: string, propertyId: string): Promise<SavedStateView> {
  const row = isUuid(propertyId) ? await findPropertyWithProvider(db, propertyId) : undefined;
  if (!row?.property.published) throw notFound();
  await db.transaction(async (tx) => {
    // Counted after the insert, in the same transaction: the limit holds however many taps arrive together.
    await insertSavedListing(tx, userId, propertyId);
    if ((await countSavedListings(tx, userId)) > MAX_SAVED_LISTINGS) {
      throw new AppError('conflict', M.tooMany);
    }
  });
  return { propertyId, saved: true };
}

/** Removes a listing from the user's saved ones; removing one that is not saved answers the same. */
export async function unsaveListing(db: Db, userId: string, propertyId: string): Promise<SavedStateView> {
  if (!isUuid(propertyId)) throw notFound();
  await deleteSavedListing(db, userId, propertyId);
  return { propertyId, saved: false };
}

/** The user's saved listings still on show; one unpublished since is left out until it is back. */
export async function savedListingsOf(db: Db, userId: string): Promise<SavedListingsView> {
  const rows = await listSavedListings(db, userId, MAX_SAVED_LISTINGS);
  return { items: rows.map(toPropertySummary) };
}

export async function savedListingIdsOf(db: Db, userId: string): Promise<string[]> {
  return listSavedListingIds(db, userId, MAX_SAVED_LISTINGS);
}

/** An account's deletion (DECISIONS 8): what it saved goes with it. */
export function removeSavedListingsOf(tx: Db, userId: string): Promise<void> {
  return deleteSavedListingsOf(tx, userId);
}
