import { z } from 'zod';
import { optionalQueryText as optionalText } from '../accounts/text-field';
import { withoutThousandsSeparators } from '../amount-fields';
import { keysetPageSchema } from '../keyset-page';
import { pageSizeQuery } from '../page-size';
import { isTownOf, NIGERIAN_STATES } from './nigerian-locations';
import { TitlePackViewSchema } from './title-pack';

export const PROPERTY_TYPES = ['Villa', 'Apartment', 'Penthouse'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Bedroom filter choices: 0 means any; 5 means five or more (spec 001 §5). */
export const BEDROOM_OPTIONS = [0, 1, 2, 3, 4, 5] as const;
export const MAX_BEDROOM_OPTION = 5;

export const PROPERTY_PAGE_SIZE = 12;
export const MAX_PROPERTY_PAGE_SIZE = 50;

/** A whole-dollar price bound, '150000' or '150,000'; 0, empty or missing means no bound (spec 001 §5). */
const priceBound = optionalText
  .pipe(
    z
      .string()
      .transform(withoutThousandsSeparators)
      .pipe(z.string().regex(/^\d{1,9}$/, 'Enter a whole number of dollars'))
      .transform(Number)
      .optional(),
  )
  .transform((value) => (value ? value : undefined));

export const LOCATION_FILTER_MESSAGES = {
  state: 'Choose a state from the list',
  townNeedsState: 'Choose a state first',
  town: 'Choose a town in the chosen state',
} as const;

/**
 * The property list's filters as they appear in the URL and in `GET /api/properties`, so a filtered list can be
 * shared. Filtering, search, ordering (newest first) and paging run in the database.
 */
export const PropertyFilterSchema = z
  .object({
    search: optionalText.pipe(z.string().max(100, 'Search is too long').optional()),
    type: z
      .enum(['all', ...PROPERTY_TYPES])
      .catch('all')
      .default('all'),
    bedrooms: optionalText
      .pipe(
        z
          .string()
          .regex(/^[0-5]$/)
          .transform(Number)
          .optional(),
      )
      .catch(undefined)
      .transform((value) => value ?? 0),
    minPrice: priceBound,
    maxPrice: priceBound,
    provider: optionalText.pipe(z.uuid('Unknown provider').optional()),
    /** Where the listing is (nigerian-locations.ts): a town only within its state. */
    state: optionalText.pipe(z.enum(NIGERIAN_STATES, LOCATION_FILTER_MESSAGES.state).optional()),
    town: optionalText.pipe(z.string().max(60, LOCATION_FILTER_MESSAGES.town).optional()),
    /** Only listings whose title we have verified (title-pack.ts): `titleVerified=1`, a checkbox's value. */
    titleVerified: optionalText
      .pipe(z.enum(['1', 'true']).optional())
      .catch(undefined)
      .transform((value) => value !== undefined),
    /** Opaque position after the last listing of the previous page. */
    cursor: optionalText,
    /** Not part of the page's URL (propertyFilterToParams), so out of range is refused rather than clamped. */
    limit: pageSizeQuery(PROPERTY_PAGE_SIZE, MAX_PROPERTY_PAGE_SIZE),
  })
  .superRefine((filter, ctx) => {
    const problem = locationProblem(filter.state, filter.town);
    if (problem) ctx.addIssue({ code: 'custom', path: ['town'], message: problem });
  });
export type PropertyFilter = z.output<typeof PropertyFilterSchema>;
/** What the URL holds, as text. */
export type PropertyFilterInput = Partial<Record<keyof PropertyFilter, string>>;

export const RealtyProviderViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    logoUrl: z.string(),
    applicationFeeUsd: z.int(),
    applicationFeeNgn: z.int(),
  })
  .meta({ id: 'RealtyProviderView' });
export type RealtyProviderView = z.infer<typeof RealtyProviderViewSchema>;

export const PropertySummaryViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    mainImage: z.string(),
    priceUsd: z.int(),
    priceNgn: z.int(),
    bedrooms: z.int(),
    bathrooms: z.int(),
    squareFeet: z.int(),
    propertyType: z.enum(PROPERTY_TYPES),
    verified: z.boolean(),
    /** Whether we have verified the listing's title (title-pack.ts). */
    titleVerified: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PropertySummaryView' });
export type PropertySummaryView = z.infer<typeof PropertySummaryViewSchema>;

export const PropertyViewSchema = PropertySummaryViewSchema.extend({
  description: z.string(),
  photos: z.array(z.string()),
  provider: RealtyProviderViewSchema,
  titlePack: TitlePackViewSchema,
  /** When the application fee is refunded, shown beside it (APPLICATION_FEE_REFUND_RULE). */
  applicationFeeRefundRule: z.string(),
}).meta({ id: 'PropertyView' });
export type PropertyView = z.infer<typeof PropertyViewSchema>;

export const PropertyPageViewSchema = keysetPageSchema(PropertySummaryViewSchema).meta({
  id: 'PropertyPageView',
});
export type PropertyPageView = z.infer<typeof PropertyPageViewSchema>;

/** Why a town cannot filter with this state, or undefined when it can (or no town is given). */
export function locationProblem(state: string | undefined, town: string | undefined): string | undefined {
  if (!town) return undefined;
  if (!state) return LOCATION_FILTER_MESSAGES.townNeedsState;
  return isTownOf(state, town) ? undefined : LOCATION_FILTER_MESSAGES.town;
}

const FILTER_KEYS = [
  'search',
  'type',
  'bedrooms',
  'minPrice',
  'maxPrice',
  'provider',
  'state',
  'town',
  'titleVerified',
] as const;
type UrlFilterKey = (typeof FILTER_KEYS)[number];
export type PropertyUrlFilter = Pick<PropertyFilter, UrlFilterKey>;

/**
 * The filters a shared or hand-edited URL holds. Unlike the API, which answers 422 to a malformed price or
 * provider, a page must never fail on its own URL: a value that does not parse is dropped, the rest is kept.
 */
export function propertyFilterFromParams(params: URLSearchParams): PropertyUrlFilter {
  const input: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const given = params.get(key);
    if (given === null) continue;
    const value = key === 'minPrice' || key === 'maxPrice' ? dollarDigits(given) : given;
    const single = PropertyFilterSchema.shape[key].safeParse(value);
    if (single.success) input[key] = value;
  }
  // A town left over from another state (a form sent without React after the state changed) is dropped.
  if (locationProblem(input.state, input.town)) delete input.town;
  const { search, type, bedrooms, minPrice, maxPrice, provider, state, town, titleVerified } =
    PropertyFilterSchema.parse(input);
  return { search, type, bedrooms, minPrice, maxPrice, provider, state, town, titleVerified };
}

/**
 * A price as people type it into the filter form ('250,000', '$250000'): its digits, at most nine. The form's
 * fields reach the URL as typed when the page runs without JavaScript.
 */
function dollarDigits(text: string): string {
  return text.replace(/[^\d]/g, '').slice(0, 9);
}

/** The URL query of a filter, holding only what narrows the list, so equal filters give equal URLs. */
export function propertyFilterToParams(filter: Partial<PropertyUrlFilter>): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.type && filter.type !== 'all') params.set('type', filter.type);
  if (filter.bedrooms) params.set('bedrooms', String(filter.bedrooms));
  if (filter.minPrice) params.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice) params.set('maxPrice', String(filter.maxPrice));
  if (filter.provider) params.set('provider', filter.provider);
  if (filter.state) params.set('state', filter.state);
  if (filter.state && filter.town) params.set('town', filter.town);
  if (filter.titleVerified) params.set('titleVerified', '1');
  return params;
}

/** Whether any filter besides the defaults is set. */
export function hasPropertyFilters(filter: Partial<PropertyUrlFilter>): boolean {
  return propertyFilterToParams(filter).size > 0;
}

/** Bedroom choice as shown: each means at least that many ('2+'); 0 is "Any" (issue 13: '2' read as exactly two). */
export function bedroomsLabel(option: number): string {
  return option === 0 ? 'Any' : `${Math.min(option, MAX_BEDROOM_OPTION)}+`;
}
