import { z } from 'zod';
import { textField } from '../accounts/text-field';
import { APPLICATION_STATUSES } from '../applications/application-view';
import { CONTACT_METHODS } from '../orders/order.schema';

export const PROPERTY_APPLICATION_MESSAGES = {
  message: 'Please tell the provider a little about your interest (at least 10 characters)',
  contact: 'Preferred contact method is required',
  duplicate: 'You have already applied for this property. We will be in touch about your application.',
  signedOut: 'Please log in to apply for this property.',
  notFound: 'Property Not Found',
} as const;

/** An application for a listing. The fee is the provider's, looked up by the server, never sent by the client. */
export const PropertyApplicationSchema = z.object({
  propertyId: z.uuid(PROPERTY_APPLICATION_MESSAGES.notFound),
  message: textField(2000, { multiline: true }).pipe(
    z.string().min(10, PROPERTY_APPLICATION_MESSAGES.message),
  ),
  preferredContact: textField(20).pipe(
    z.enum(CONTACT_METHODS, { error: PROPERTY_APPLICATION_MESSAGES.contact }),
  ),
});
export type PropertyApplication = z.output<typeof PropertyApplicationSchema>;
export type PropertyApplicationInput = { propertyId: string; message: string; preferredContact: string };

/** A property application as its owner sees it right after applying. The fee is the provider's, snapshotted. */
export const PropertyApplicationViewSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    propertyId: z.string(),
    propertyTitle: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    feeUsd: z.int(),
    feeNgn: z.int(),
    message: z.string(),
    preferredContact: z.enum(CONTACT_METHODS),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PropertyApplicationView' });
export type PropertyApplicationView = z.infer<typeof PropertyApplicationViewSchema>;
