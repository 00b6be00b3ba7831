import { z } from 'zod';
import { requiredText } from '../accounts/text-field';
import { isOwnPhotoUrl } from './listing-photos';
import { RealtyProviderViewSchema } from './property';
import { minorAmount, typedAmount } from '../amount-fields';

export const PROVIDER_ADMIN_MESSAGES = {
  name: 'Enter the provider name',
  nameLong: 'Keep the name under 100 characters',
  description: 'Enter a description',
  descriptionLong: 'Keep the description under 1,000 characters',
  logo: 'Upload a logo',
  notFound: 'Realty provider not found',
} as const;

const M = PROVIDER_ADMIN_MESSAGES;

const providerFields = {
  name: requiredText(M.name, M.nameLong, 100),
  description: requiredText(M.description, M.descriptionLong, 1000, { multiline: true }),
  /** One of our own uploads (or a sample logo), never another site's picture. */
  logoUrl: z.string({ error: M.logo }).refine(isOwnPhotoUrl, M.logo),
  applicationFeeUsd: minorAmount,
  applicationFeeNgn: minorAmount,
  /** Inactive providers are hidden from `/real-estate-providers`; their listings stay as they are. */
  active: z.boolean(),
};

/** A new provider (`POST /api/admin/realty-providers`); active unless `active` is false. */
export const CreateProviderSchema = z.object({
  ...providerFields,
  active: providerFields.active.default(true),
});
export type CreateProvider = z.output<typeof CreateProviderSchema>;

/** An edit (`PATCH`): any of the provider's fields. Applications already made keep the fee they were made with. */
export const UpdateProviderSchema = z.object(providerFields).partial();
export type UpdateProvider = z.output<typeof UpdateProviderSchema>;

/** The console's provider form: the same rules, with the fee typed in dollars and naira. */
export const ProviderFormSchema = z.object({
  ...providerFields,
  applicationFeeUsd: typedAmount,
  applicationFeeNgn: typedAmount,
});
export type ProviderFormValues = z.input<typeof ProviderFormSchema>;

/** A provider as the console lists it: inactive ones too. */
export const AdminProviderViewSchema = RealtyProviderViewSchema.extend({
  active: z.boolean(),
  /** How many listings name this provider, published or not. */
  listingCount: z.int(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'AdminProviderView' });
export type AdminProviderView = z.infer<typeof AdminProviderViewSchema>;
