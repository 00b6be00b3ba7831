import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES as M,
  savedSearchName,
  savedSearchQuery,
  type SaveSearch,
  type SavedSearchView,
} from '../../../../domain/property/saved-search';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/like-pattern';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { findProvider } from '../providers/providers.repo';
import {
  countSavedSearches,
  deleteSavedSearch,
  deleteSavedSearchById,
  deleteSavedSearchesOf,
  findSavedSearch,
  insertSavedSearchUnlessSaved,
  listSavedSearches,
  type SavedSearchRow,
} from './saved-searches.repo';
import { isUnsubscribeToken } from './unsubscribe-token';

function toView(row: SavedSearchRow): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
    lastAlertedOn: row.lastAlertedOn,
  };
}

/**
 * Saves the list's filters for the user, named after them. Alerts start from now: listings already published
 * were on the list the user was looking at (docs/decisions/043).
 */
export async function saveSearch(db: Db, userId: string, filter: SaveSearch): Promise<SavedSearchView> {
  return db.transaction(async (tx) => {
    const provider = filter.provider ? await findProvider(tx, filter.provider) : undefined;
    if (filter.provider && !provider) {
      throw new AppError('validation_failed', 'Unknown provider', { provider: 'Unknown provider' });
    }
    if ((await countSavedSearches(tx, userId)) >= MAX_SAVED_SEARCHES)
      throw new AppError('conflict', M.tooMany);
    const row = await insertSavedSearchUnlessSaved(tx, {
      userId,
      name: savedSearchName(filter, provider?.name),
      query: savedSearchQuery(filter),
      searchPattern: filter.search ? containsPattern(filter.search) : null,
      propertyType: filter.type === 'all' ? null : filter.type,
      bedrooms: filter.bedrooms,
      // Bounds are whole dollars; prices are cents.
      minPriceUsd: filter.minPrice ? filter.minPrice * 100 : null,
      maxPriceUsd: filter.maxPrice ? filter.maxPrice * 100 : null,
      providerId: filter.provider ?? null,
      state: filter.state ?? null,
      town: filter.state && filter.town ? filter.town : null,
      titleVerified: filter.titleVerified,
    });
    if (!row) throw new AppError('conflict', M.duplicate);
    return toView(row);
  });
}

export async function savedSearchesOf(db: Db, userId: string): Promise<SavedSearchView[]> {
  return (await listSavedSearches(db, userId)).map(toView);
}

/** Deletes one of the user's searches; anyone else's, or an unknown id, is the same 404. */
export async function removeSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteSavedSearch(db, userId, id))) throw new AppError('not_found', M.notFound);
}

/** The search an unsubscribe link names, when its token is right; undefined otherwise. */
export async function searchForUnsubscribe(db: Db, key: Buffer, id: string, token: string) {
  if (!isUuid(id) || !isUnsubscribeToken(key, id, token)) return undefined;
  return findSavedSearch(db, id);
}

/** Unsubscribing deletes the search; its name, or undefined when the link matches nothing (any more). */
export async function unsubscribe(
  db: Db,
  key: Buffer,
  id: string,
  token: string,
): Promise<string | undefined> {
  if (!isUuid(id) || !isUnsubscribeToken(key, id, token)) return undefined;
  return deleteSavedSearchById(db, id);
}

/** An account's deletion (DECISIONS 8): its saved searches go, and with them every alert link. */
export function removeSavedSearchesOf(tx: Db, userId: string): Promise<void> {
  return deleteSavedSearchesOf(tx, userId);
}
