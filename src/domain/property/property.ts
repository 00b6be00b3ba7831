import { z } from 'zod';

export const PROPERTY_TYPES = ['Villa', 'Apartment', 'Penthouse'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Bedroom filter choices: 0 means any; 5 means five or more (spec 001 §5). */
export const BEDROOM_OPTIONS = [0, 1, 2, 3, 4, 5] as const;
export const MAX_BEDROOM_OPTION = 5;

export const PROPERTY_PAGE_SIZE = 12;
export const MAX_PROPERTY_PAGE_SIZE = 50;

/** Query-string values: an empty or missing one means "no filter". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A whole-dollar price bound; 0, empty or missing means no bound (spec 001 §5). */
const priceBound = optionalText
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, 'Enter a whole number of dollars')
      .transform(Number)
      .optional(),
  )
  .transform((value) => (value ? value : undefined));

/**
 * The property list's filters as they appear in the URL and in `GET /api/properties`, so a filtered list can be
 * shared. Filtering, search, ordering (newest first) and paging run in the database.
 */
export const PropertyFilterSchema = z.object({
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
  /** Opaque position after the last listing of the previous page. */
  cursor: optionalText,
  limit: optionalText
    .pipe(z.string().regex(/^\d+$/).transform(Number).optional())
    .catch(undefined)
    .transform((value) => Math.min(Math.max(value ?? PROPERTY_PAGE_SIZE, 1), MAX_PROPERTY_PAGE_SIZE)),
});
export type PropertyFilter = z.output<typeof PropertyFilterSchema>;
/** What the URL holds, as text. */
export type PropertyFilterInput = Partial<Record<keyof PropertyFilter, string>>;

export interface RealtyProviderView {
  id: string;
  name: string;
  description: string;
  logoUrl: string;
  applicationFeeUsd: number;
  applicationFeeNgn: number;
}

export interface PropertySummaryView {
  id: string;
  title: string;
  location: string;
  mainImage: string;
  priceUsd: number;
  priceNgn: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  propertyType: PropertyType;
  verified: boolean;
  createdAt: string;
}

export interface PropertyView extends PropertySummaryView {
  description: string;
  photos: string[];
  provider: RealtyProviderView;
}

export interface PropertyPageView {
  items: PropertySummaryView[];
  /** Null on the last page. */
  nextCursor: string | null;
}
