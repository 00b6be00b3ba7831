import { z } from 'zod';
import { DISPLAY_CURRENCIES } from '../fx/currencies';
import { formatPhone, internationalPhone } from '../phone-number';
import { isCountry } from './countries';
import { textField } from './text-field';

/** The profile's preferred currency is its display currency (docs/decisions/047). */
export const CURRENCIES = DISPLAY_CURRENCIES;
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
  currency: 'Please choose NGN, USD, GBP, EUR or CAD',
} as const;

/**
 * What a user may change on their profile; the name and email stay as signed up. The phone is stored with its
 * country code ('+2348031234567'): typed without one, it is read as a number of the profile's country.
 */
export const ProfileUpdateSchema = z
  .object({
    contactNumber: textField(32).refine(
      (phone) => phone === '' || /^\+?[0-9][0-9 ()-]{5,}$/.test(phone),
      PROFILE_MESSAGES.phone,
    ),
    country: textField(100).refine(isCountry, PROFILE_MESSAGES.country),
    preferredCurrency: z.enum(CURRENCIES, { error: PROFILE_MESSAGES.currency }),
  })
  .transform((update) => ({
    ...update,
    contactNumber: internationalPhone(update.contactNumber, update.country),
  }));
export type ProfileUpdateInput = { contactNumber: string; country: string; preferredCurrency: Currency };
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** The profile's phone as shown: grouped, with its country code ('+234 803 123 4567'), including numbers saved before. */
export function profilePhoneText(profile: Pick<Profile, 'contactNumber' | 'country'>): string {
  if (!profile.contactNumber) return '';
  return formatPhone(null, internationalPhone(profile.contactNumber, profile.country));
}
