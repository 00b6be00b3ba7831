import { z } from 'zod';

export const CURRENCIES = ['USD', 'NGN'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

/** The profile as the API returns it: the profiles row plus the sign-in email for display. */
export const ProfileSchema = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  contactNumber: z.string().nullable(),
  country: z.string(),
  preferredCurrency: CurrencySchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Name is the first name, then the middle name if present, then the last name. */
export function fullName(profile: Pick<Profile, 'firstName' | 'middleName' | 'lastName'>): string {
  return [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ');
}
