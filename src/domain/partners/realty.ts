import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/application-view';
import { CONTACT_METHODS } from '../orders/order.schema';
import { TITLE_STATUSES, TITLE_TYPES, type TitleStatus } from '../property/title-pack';
import { ViewingViewSchema } from '../property/viewing';

/**
 * A realty firm's side of its buyers (issue 33, point 4; docs/decisions/082-realty-partners.md): the applications
 * to its own listings with their viewings, the outcomes it records and its listings' title packs. A realty
 * partner organisation's `catalogueRef` is its `realty_providers` row id (decision 079).
 */
export const RealtyApplicationViewSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    listing: z.object({ id: z.string(), title: z.string() }),
    /** The buyer as their account names them, to answer them; null once the account is deleted. */
    applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
    /** The buyer's own words; empty once their account is deleted. */
    message: z.string(),
    preferredContact: z.enum(CONTACT_METHODS),
    createdAt: z.iso.datetime(),
    viewing: ViewingViewSchema.nullable(),
    /** The outcomes the firm may record now: the domain's transitions, the same as our admins'. */
    nextStatuses: z.array(z.enum(APPLICATION_STATUSES)),
  })
  .meta({ id: 'RealtyApplicationView' });
export type RealtyApplicationView = z.infer<typeof RealtyApplicationViewSchema>;

export const RealtyListingViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    published: z.boolean(),
    titleType: z.enum(TITLE_TYPES).nullable(),
    titleStatus: z.enum(TITLE_STATUSES),
    documents: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime() })),
  })
  .meta({ id: 'RealtyListingView' });
export type RealtyListingView = z.infer<typeof RealtyListingViewSchema>;

/**
 * A listing's title status once its realty firm uploads a new document: our admins still verify the title
 * (decision 042), so a verified title goes back to 'documents received' until they have checked the new paper,
 * and a title not yet verified whose type is known is now 'documents received'. Without a title type the status
 * stays 'not verified' (the pack's rule: any other status needs the type), and 'documents received' stays.
 */
export function titleStatusAfterPartnerUpload(status: TitleStatus, titleType: string | null): TitleStatus {
  if (status === 'not_verified' && !titleType) return 'not_verified';
  return 'documents_received';
}
