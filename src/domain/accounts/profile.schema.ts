import { z } from 'zod';
import { isCountry } from './countries';
import { textField } from './text-field';

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

export const PROFILE_MESSAGES = {
  phone: 'Please enter a valid phone number',
  country: 'Please select your country',
  currency: 'Please choose USD or NGN',
} as const;

/** What a user may change on their profile; the name and email stay as signed up. */
export const ProfileUpdateSchema = z.object({
  contactNumber: textField(32).refine(
    (phone) => phone === '' || /^\+?[0-9][0-9 ()-]{5,}$/.test(phone),
    PROFILE_MESSAGES.phone,
  ),
  country: textField(100).refine(isCountry, PROFILE_MESSAGES.country),
  preferredCurrency: z.enum(CURRENCIES, { error: PROFILE_MESSAGES.currency }),
});
export type ProfileUpdateInput = { contactNumber: string; country: string; preferredCurrency: Currency };
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
