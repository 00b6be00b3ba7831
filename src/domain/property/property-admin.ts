import { z } from 'zod';
import { AMOUNT_MESSAGES, minorAmount, typedAmount } from '../amount-fields';
import { isOwnPhotoUrl } from './listing-photos';
import { PROPERTY_TYPES } from './property';
import { isTownOf, NIGERIAN_STATES } from './nigerian-locations';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';
import { plainText, requiredText } from '../accounts/text-field';

export const PROPERTY_ADMIN_MESSAGES = {
  ...AMOUNT_MESSAGES,
  title: 'Enter a title',
  titleLong: 'Keep the title under 120 characters',
  location: 'Enter the location',
  locationLong: 'Keep the location under 120 characters',
  state: 'Choose the state',
  town: 'Choose the town',
  townOfState: 'Choose a town in the chosen state',
  stateWithTown: 'Choose the state and the town together',
  description: 'Enter a description',
  descriptionLong: 'Keep the description under 5,000 characters',
  propertyType: 'Choose the property type',
  bedrooms: 'Enter the number of bedrooms (0 or more)',
  bathrooms: 'Enter the number of bathrooms (0 or more)',
  rooms: 'Enter at most 50',
  squareFeet: 'Enter the floor area in square feet (more than 0)',
  squareFeetLarge: 'This floor area is too large',
  provider: 'Choose a realty provider',
  photo: 'Use photos uploaded here',
  photosTooMany: 'A listing can have at most 20 photos',
  photosRepeated: 'Each photo can appear only once',
  photoMissing: 'A photo of this listing is no longer stored. Remove it and upload it again.',
  publishNeedsPhoto: 'Add at least one photo before publishing',
  publishedNeedsPhoto: 'A published listing needs at least one photo: unpublish it first, or keep a photo',
  notFound: 'Property listing not found',
} as const;

const M = PROPERTY_ADMIN_MESSAGES;
export const MAX_LISTING_PHOTOS = 20;

const roomCount = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(50, M.rooms);
const squareFeet = z
  .number({ error: M.squareFeet })
  .int(M.squareFeet)
  .positive(M.squareFeet)
  .max(10_000_000, M.squareFeetLarge);

/** The photos in order, the first being the main image; one message for the whole list, shown beside it. */
const photoList = z.array(z.string(), { error: M.photo }).superRefine((photos, ctx) => {
  const problem = !photos.every(isOwnPhotoUrl)
    ? M.photo
    : photos.length > MAX_LISTING_PHOTOS
      ? M.photosTooMany
      : new Set(photos).size !== photos.length
        ? M.photosRepeated
        : undefined;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const listingFields = {
  title: requiredText(M.title, M.titleLong, 120),
  location: requiredText(M.location, M.locationLong, 120),
  state: z.enum(NIGERIAN_STATES, { error: M.state }),
  town: plainText(z.string({ error: M.town }).min(1, M.town)),
  description: requiredText(M.description, M.descriptionLong, 5000, { multiline: true }),
  propertyType: z.enum(PROPERTY_TYPES, { error: M.propertyType }),
  bedrooms: roomCount(M.bedrooms),
  bathrooms: roomCount(M.bathrooms),
  squareFeet,
  priceUsd: minorAmount,
  priceNgn: minorAmount,
  providerId: z.uuid({ error: M.provider }),
  photos: photoList,
};

/**
 * The town must be one of the state's (nigerian-locations.ts); an edit changes the two together, so a listing
 * never holds a town of another state.
 */
function checkTown(listing: { state?: string; town?: string }, ctx: z.RefinementCtx) {
  if (listing.state === undefined && listing.town === undefined) return;
  if (listing.state === undefined || listing.town === undefined) {
    const path = listing.state === undefined ? 'state' : 'town';
    ctx.addIssue({ code: 'custom', path: [path], message: M.stateWithTown });
  } else if (!isTownOf(listing.state, listing.town)) {
    ctx.addIssue({ code: 'custom', path: ['town'], message: M.townOfState });
  }
}

/** A new listing (`POST /api/admin/properties`); it starts unpublished and unverified. */
export const CreatePropertySchema = z
  .object({ ...listingFields, photos: photoList.default([]) })
  .superRefine(checkTown);
export type CreateProperty = z.output<typeof CreatePropertySchema>;

/** An edit (`PATCH`): any of the listing's fields. Publishing and verifying have their own endpoints. */
export const UpdatePropertySchema = z.object(listingFields).partial().superRefine(checkTown);
export type UpdateProperty = z.output<typeof UpdatePropertySchema>;

/** A whole number typed into a text box, into the number the API takes. */
const typedCount = (schema: z.ZodNumber, message: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().regex(/^\d{1,9}$/, message))
    .transform(Number)
    .pipe(schema);

/** The console's listing form: the same rules, with numbers as typed and prices in dollars and naira. */
export const PropertyFormSchema = z
  .object({
    ...listingFields,
    bedrooms: typedCount(roomCount(M.bedrooms), M.bedrooms),
    bathrooms: typedCount(roomCount(M.bathrooms), M.bathrooms),
    squareFeet: typedCount(squareFeet, M.squareFeet),
    priceUsd: typedAmount,
    priceNgn: typedAmount,
  })
  .superRefine(checkTown);
export type PropertyFormValues = z.input<typeof PropertyFormSchema>;

/** Why a listing with these photos cannot be shown to the public, or undefined when it can. */
export function publishProblem(photos: readonly string[]): string | undefined {
  return photos.length === 0 ? M.publishNeedsPhoto : undefined;
}

export const PublicationSchema = z.object({ published: z.boolean() });
export const VerificationSchema = z.object({ verified: z.boolean() });

/** The console list's state filter. */
export const PROPERTY_STATES = ['published', 'draft', 'verified', 'unverified'] as const;
export type PropertyState = (typeof PROPERTY_STATES)[number];
export const PROPERTY_STATE_LABELS: Record<PropertyState, string> = {
  published: 'Published',
  draft: 'Drafts (unpublished)',
  verified: 'Verified',
  unverified: 'Not verified',
};

export const AdminPropertyQuerySchema = AdminPageQuerySchema.extend({
  /** Part of the title or location, any case. */
  q: optionalQueryText.pipe(z.string().max(100, 'Search is too long').optional()),
  state: optionalQueryText.pipe(z.enum(PROPERTY_STATES).optional()).catch(undefined),
});
export type AdminPropertyQuery = z.output<typeof AdminPropertyQuerySchema>;

/** A row of the console's listing list: published or not. */
export const AdminPropertyRowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    /** Null on a listing saved before listings had them (migration 0011), until an admin sets them. */
    state: z.string().nullable(),
    town: z.string().nullable(),
    providerName: z.string(),
    priceUsd: z.int(),
    priceNgn: z.int(),
    published: z.boolean(),
    verified: z.boolean(),
    /** Empty while a draft has no photo. */
    mainImage: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminPropertyRow' });
export type AdminPropertyRow = z.infer<typeof AdminPropertyRowSchema>;

/** Everything the edit form shows. */
export const AdminPropertyDetailSchema = AdminPropertyRowSchema.extend({
  description: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  bedrooms: z.int(),
  bathrooms: z.int(),
  squareFeet: z.int(),
  providerId: z.string(),
  /** In order; the first is the main image. */
  photos: z.array(z.string()),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'AdminPropertyDetail' });
export type AdminPropertyDetail = z.infer<typeof AdminPropertyDetailSchema>;
