import { z } from 'zod';
import { plainText } from '../accounts/text-field';
import { APPLICATION_STATUSES } from '../applications/application-view';
import { PartnerStepViewSchema } from '../partners/partner-steps';
import { timelineSchema } from '../status-timeline';
import { PropertyApplicationViewSchema } from './property-application.schema';
import { ViewingViewSchema } from './viewing';

/**
 * A property application as its owner reads it later, from 'My Orders' or the listing's page: the listing, the
 * fee (the provider's, snapshotted), who applied and the statuses it has had (docs/decisions/032).
 */
export const PropertyApplicationDetailViewSchema = PropertyApplicationViewSchema.extend({
  propertyLocation: z.string(),
  providerName: z.string(),
  /** The account holder who applied, as their account names them. */
  applicant: z.object({ name: z.string(), email: z.string() }),
  timeline: timelineSchema(APPLICATION_STATUSES),
  /** The viewing asked for from this application, or null (docs/decisions/044). */
  viewing: ViewingViewSchema.nullable(),
  /** What the listing's realty firm did, by name, oldest first (issue 33 point 6; partner-steps.ts). */
  partnerSteps: z.array(PartnerStepViewSchema),
}).meta({ id: 'PropertyApplicationDetailView' });
export type PropertyApplicationDetailView = z.infer<typeof PropertyApplicationDetailViewSchema>;

/** 'GET /property-applications?propertyId=': the owner's applications for one listing. */
export const PropertyApplicationsQuerySchema = z.object({
  propertyId: plainText(z.string().max(100)).optional(),
});
