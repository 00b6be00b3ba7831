import type {
  PropertyFilter,
  PropertyPageView,
  PropertySummaryView,
  PropertyView,
} from '../../../../domain/property/property';
import { DEFAULT_REFUND_RULE } from '../../../../domain/property/title-pack';
import { PROPERTY_APPLICATION_MESSAGES } from '../../../../domain/property/property-application.schema';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { decodeCursor, pageOf } from '../../../db/keyset-cursor';
import { AppError } from '../../../http/app-error';
import {
  findPropertyWithProvider,
  insertProperties,
  listPublishedProperties,
  type NewProperty,
} from './listings.repo';
import { toPropertySummary, toPropertyView } from './listings.view';

/** One page of the public list; one row more than the page is read to know whether another page follows. */
export async function searchProperties(db: Db, filter: PropertyFilter): Promise<PropertyPageView> {
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  const fetched = await listPublishedProperties(db, filter, after, filter.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, filter.limit, (row) => row.property.id);
  return { items: rows.map((row) => toPropertySummary(row.property)), nextCursor };
}

/** The newest published listing, for the home page's featured card. */
export async function featuredProperty(db: Db): Promise<PropertySummaryView | null> {
  const [row] = await listPublishedProperties(db, { type: 'all', bedrooms: 0 }, undefined, 1);
  return row ? toPropertySummary(row.property) : null;
}

/**
 * A listing with its provider. An unpublished one is shown to admins only; to everyone else it is the same
 * 404 as an unknown id.
 */
export async function getProperty(
  db: Db,
  id: string,
  viewerIsAdmin: boolean,
  applicationFeeRefundRule: string = DEFAULT_REFUND_RULE,
): Promise<PropertyView> {
  const row = isUuid(id) ? await findPropertyWithProvider(db, id) : undefined;
  if (!row || (!row.property.published && !viewerIsAdmin)) {
    throw new AppError('not_found', PROPERTY_APPLICATION_MESSAGES.notFound);
  }
  return toPropertyView(row.property, row.provider, {
    documentCount: row.documentCount,
    applicationFeeRefundRule,
  });
}

/** Adds listings as they are (the sample data's seeder); the console adds one at a time through properties-admin. */
export function addProperties(tx: Db, listings: NewProperty[]): Promise<void> {
  return insertProperties(tx, listings);
}
