import { z } from 'zod';
import { formatUsd } from '../money';
import {
  bedroomsLabel,
  propertyFilterFromParams,
  propertyFilterToParams,
  PropertyFilterSchema,
  type PropertyUrlFilter,
} from './property';

/** How many searches one account may keep: each is matched against every new listing once a day. */
export const MAX_SAVED_SEARCHES = 20;

export const SAVED_SEARCH_MESSAGES = {
  signedOut: 'Sign in to save this search',
  duplicate: 'You have already saved this search',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
} as const;

/**
 * 'Save this search': the list's filters as the list's own query takes them (PropertyFilterSchema), so a search
 * that the list accepts is one that can be saved, and with the same messages. Paging is not part of a search.
 */
export const SaveSearchSchema = PropertyFilterSchema.transform(
  ({
    search,
    type,
    bedrooms,
    minPrice,
    maxPrice,
    provider,
    state,
    town,
    titleVerified,
  }): PropertyUrlFilter => ({
    search,
    type,
    bedrooms,
    minPrice,
    maxPrice,
    provider,
    state,
    town,
    titleVerified,
  }),
);
export type SaveSearch = z.output<typeof SaveSearchSchema>;

export const SavedSearchViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The list's URL query for this search ('type=Villa&state=Lagos'), empty for every listing. */
    query: z.string(),
    createdAt: z.iso.datetime(),
    /** The UTC day of the last alert, or null before the first one. */
    lastAlertedOn: z.iso.date().nullable(),
  })
  .meta({ id: 'SavedSearchView' });
export type SavedSearchView = z.infer<typeof SavedSearchViewSchema>;

/** The canonical query of a search: equal filters give equal text, so the same search is saved once. */
export function savedSearchQuery(filter: Partial<PropertyUrlFilter>): string {
  return propertyFilterToParams(filter).toString();
}

/** The filters a stored query stands for. */
export function savedSearchFilter(query: string): PropertyUrlFilter {
  return propertyFilterFromParams(new URLSearchParams(query));
}

const PLURAL_TYPES: Record<string, string> = {
  Villa: 'Villas',
  Apartment: 'Apartments',
  Penthouse: 'Penthouses',
};

/**
 * A name people recognise the search by, made from its filters: 'Villas in Ikeja, Lagos, 3+ bedrooms, up to
 * $300,000'. `providerName` is the provider's name when the search has one.
 */
export function savedSearchName(filter: Partial<PropertyUrlFilter>, providerName?: string): string {
  const what = filter.type && filter.type !== 'all' ? PLURAL_TYPES[filter.type] : 'Listings';
  const where = filter.state ? ` in ${filter.town ? `${filter.town}, ` : ''}${filter.state}` : '';
  const parts = [`${what}${where}`];
  if (filter.bedrooms) parts.push(`${bedroomsLabel(filter.bedrooms)} bedrooms`);
  const min = filter.minPrice ? formatUsd(filter.minPrice * 100) : undefined;
  const max = filter.maxPrice ? formatUsd(filter.maxPrice * 100) : undefined;
  if (min && max) parts.push(`${min} to ${max}`);
  else if (min) parts.push(`from ${min}`);
  else if (max) parts.push(`up to ${max}`);
  if (filter.titleVerified) parts.push('title verified');
  if (filter.provider) parts.push(`from ${providerName ?? 'one provider'}`);
  if (filter.search) parts.push(`matching ‘${filter.search}’`);
  return parts.join(', ');
}
