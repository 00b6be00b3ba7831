import { z } from 'zod';
import { PropertySummaryViewSchema } from './property';

/** Saved listings (issue 16, point 2; docs/decisions/042): a signed-in user's hearts. */
export const MAX_SAVED_LISTINGS = 200;

export const SavedListingsViewSchema = z
  .object({ items: z.array(PropertySummaryViewSchema) })
  .meta({ id: 'SavedListingsView' });
export type SavedListingsView = z.infer<typeof SavedListingsViewSchema>;

export const SavedListingIdsViewSchema = z
  .object({ propertyIds: z.array(z.string()) })
  .meta({ id: 'SavedListingIdsView' });

export const SavedStateViewSchema = z
  .object({ propertyId: z.string(), saved: z.boolean() })
  .meta({ id: 'SavedStateView' });
export type SavedStateView = z.infer<typeof SavedStateViewSchema>;

export const SAVED_LISTING_MESSAGES = {
  signedOut: 'Sign in to save listings',
  notFound: 'Property listing not found',
  tooMany: 'You can save up to 200 listings. Remove some to save more.',
} as const;

/** The heart's accessible name, which says what pressing it does. */
export function saveButtonLabel(title: string, saved: boolean): string {
  return saved ? `Remove ${title} from saved` : `Save ${title}`;
}
